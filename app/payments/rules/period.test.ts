import { describe, expect, it } from 'vitest'
import { describePeriod, describeRenewal, periodDays } from './period'

describe('billing periods', () => {
  it('counts days with D=1, W=7, M=30, Q=90, Y=365', () => {
    expect([
      periodDays({ unit: 'D', value: 3 }),
      periodDays({ unit: 'W', value: 4 }),
      periodDays({ unit: 'M', value: 1 }),
      periodDays({ unit: 'Q', value: 1 }),
      periodDays({ unit: 'Y', value: 1 }),
    ]).toEqual([3, 28, 30, 90, 365])
  })

  it('shows whole weeks as weeks and other day counts as days', () => {
    expect(describePeriod({ unit: 'W', value: 1 }, 'adjective')).toBe('1-week')
    expect(describePeriod({ unit: 'D', value: 14 })).toBe('2 weeks')
    expect(describePeriod({ unit: 'D', value: 10 })).toBe('10 days')
    expect(describePeriod({ unit: 'D', value: 1 })).toBe('1 day')
  })

  it('names months and years', () => {
    expect(describePeriod({ unit: 'M', value: 3 })).toBe('3 months')
    expect(describePeriod({ unit: 'Y', value: 1 }, 'adjective')).toBe('1-year')
  })

  it('reads renewals naturally', () => {
    expect(describeRenewal({ unit: 'W', value: 4 })).toBe('every 4 weeks')
    expect(describeRenewal({ unit: 'M', value: 1 })).toBe('every month')
    expect(describeRenewal({ unit: 'Y', value: 1 })).toBe('every year')
  })
})

import { describe, expect, it } from 'vitest'
import { formatDuration, formatMoney, formatPercent } from './report-format'

describe('report numbers', () => {
  it('reads durations in seconds, then minutes', () => {
    expect(formatDuration(850)).toBe('0.9 s')
    expect(formatDuration(65_000)).toBe('1 min 5 s')
    expect(formatDuration(null)).toBe('—')
  })

  it('writes fractions as percentages and money per currency', () => {
    expect(formatPercent(0.2345)).toBe('23.5%')
    expect(formatPercent(null)).toBe('—')
    expect(formatMoney(1999, 'USD')).toBe('$19.99')
    expect(formatMoney(1999, 'GBP')).toBe('£19.99')
  })
})

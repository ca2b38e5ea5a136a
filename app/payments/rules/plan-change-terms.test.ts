import { describe, expect, it } from 'vitest'
import { planChangeTerms } from './plan-change-terms'

const twelveWeeks = { newPrice: 5999, billing_period: { unit: 'W' as const, value: 12 } }
const now = new Date('2026-12-07T10:00:00.000Z')

describe('planChangeTerms', () => {
  it('charges today and starts the new plan when the paid time ends, renewing one period later', () => {
    expect(planChangeTerms('2027-01-04T10:00:00.000Z', twelveWeeks, now)).toEqual({
      chargedTodayCents: 5999,
      startsAt: new Date('2027-01-04T10:00:00.000Z'),
      currentPlanRunsOn: true,
      nextChargeAt: new Date('2027-03-29T10:00:00.000Z'),
    })
  })

  it('starts now when the paid time has already ended (a renewal being retried)', () => {
    const terms = planChangeTerms('2026-12-01T10:00:00.000Z', twelveWeeks, now)
    expect(terms).toMatchObject({ startsAt: now, currentPlanRunsOn: false, nextChargeAt: new Date('2027-03-01T10:00:00.000Z') })
  })
})

import { describe, expect, it } from 'vitest'
import type { PaywallPlanView } from '../../screens/types'
import { checkoutSummary } from './checkout-summary'

const plan = (first: number, renewal: number, firstWeeks = 4): PaywallPlanView => ({
  id: 'p',
  name: '4-week plan',
  firstPeriod: { unit: 'W', value: firstWeeks },
  renewalPeriod: { unit: 'W', value: 4 },
  firstPriceCents: first,
  renewalPriceCents: renewal,
  currency: 'USD',
  tags: [],
})

describe('checkoutSummary', () => {
  it('shows an introductory price with the price that follows it', () => {
    expect(checkoutSummary(plan(693, 3895), 693)).toEqual({
      now: '$6.93',
      nowFor: 'for the first 4 weeks',
      later: 'Then $38.95 every 4 weeks',
      billing: 'Renews every 4 weeks until you cancel. Cancel any time in your profile.',
    })
  })

  it('calls a first week an introductory period even at the renewal price', () => {
    expect(checkoutSummary(plan(3895, 3895, 1), 3895).nowFor).toBe('for the first week')
  })

  it('says nothing changes when the price and period stay the same', () => {
    const summary = checkoutSummary(plan(3895, 3895), 3895)
    expect(summary.nowFor).toBe('every 4 weeks')
    expect(summary.later).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import type { PaywallPlanView } from '../types'
import type { BillingPeriod } from '../../payments/rules/period'
import { consentText } from './plan-copy'

const weeks = (value: number): BillingPeriod => ({ unit: 'W', value })
const plan = (overrides: Partial<PaywallPlanView>): PaywallPlanView => ({
  id: 'p',
  name: 'Plan',
  firstPeriod: weeks(4),
  renewalPeriod: weeks(4),
  firstPriceCents: 3895,
  renewalPriceCents: 3895,
  currency: 'USD',
  tags: [],
  ...overrides,
})

describe('consentText', () => {
  it('names the introductory price and the price that follows it', () => {
    expect(consentText(plan({ firstPriceCents: 1999 }))).toBe(
      "By continuing you agree to pay $19.99 for the first 4 weeks and that, if you don't cancel before the end of the " +
        '4-week introductory period, you will be charged $38.95 every 4 weeks until you cancel.',
    )
  })

  it('calls a shorter first period introductory even at the renewal price', () => {
    const text = consentText(plan({ firstPeriod: weeks(1) }))
    expect(text).toContain('$38.95 for the first week')
    expect(text).toContain('end of the 1-week introductory period, you will be charged $38.95 every 4 weeks')
  })

  it('says one price renews, with no introductory period, when price and period never change', () => {
    const text = consentText(
      plan({
        firstPeriod: { unit: 'M', value: 1 },
        renewalPeriod: { unit: 'M', value: 1 },
        firstPriceCents: 2999,
        renewalPriceCents: 2999,
      }),
    )
    expect(text).toBe('By continuing you agree to be charged $29.99 every month, starting today, until you cancel.')
    expect(text).not.toMatch(/introductory/)
  })

  it('on a discount paywall takes the sale price as the first payment', () => {
    expect(consentText(plan({ salePriceCents: 1948 }))).toContain('pay $19.48 for the first 4 weeks')
  })

  it('follows the amount the checkout actually charges', () => {
    expect(consentText(plan({}), 3895)).not.toMatch(/introductory/)
    expect(consentText(plan({}), 999)).toContain('pay $9.99 for the first 4 weeks')
  })
})

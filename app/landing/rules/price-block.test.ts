import { describe, expect, it } from 'vitest'
import { priceBlockPrice, priceBlocksIntro } from './price-block'
import { priceBlockPlan } from './price-block-plan'

const yearly = {
  planId: 'a2b1acc1-c829-4204-93f3-0d5d9c1c8533',
  firstPeriod: { value: 1, unit: 'Y' as const },
  renewalPeriod: { value: 1, unit: 'Y' as const },
  prices: [
    { currency: 'GBP', firstPeriodCents: 10299, renewalCents: 10299 },
    { currency: 'USD', firstPeriodCents: 12999, renewalCents: 12999 },
  ],
}

describe('price block copy', () => {
  it('states the linked plan’s US-dollar price as the paywall does', () => {
    const plan = priceBlockPlan(yearly.planId, [yearly])!
    expect(priceBlockPrice(plan)).toEqual({ first: '$129.99', period: 'for 1 year', then: 'then $129.99 every year' })
  })

  it('has no price, so no block, without a plan or without a US-dollar price', () => {
    expect(priceBlockPlan(null, [yearly])).toBeNull()
    expect(priceBlockPlan('0d6b1d4e-0000-4000-8000-000000000000', [yearly])).toBeNull()
    expect(priceBlockPlan(yearly.planId, [{ ...yearly, prices: yearly.prices.slice(0, 1) }])).toBeNull()
  })

  it('introduces the blocks the flag chose', () => {
    expect(priceBlocksIntro('annual_access')).toMatch(/^A full year/)
    expect(priceBlocksIntro('n_weeks_access_with_mentor')).toMatch(/^Four weeks.*personal curator/)
    expect(priceBlocksIntro('annual_access')).not.toMatch(/curator/)
  })
})

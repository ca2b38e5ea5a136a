import { describe, expect, it } from 'vitest'
import { discountPercentOf, discountRange, statedDiscountProblems } from './discount-truth'

describe('discount truth', () => {
  it('computes the badge from the prices shown', () => {
    expect(discountPercentOf({ firstPeriodCents: 699, salePriceCents: 499 })).toBe(29)
    expect(discountPercentOf({ firstPeriodCents: 1999, salePriceCents: 999 })).toBe(50)
    expect(discountPercentOf({ firstPeriodCents: 1999, salePriceCents: 1999 })).toBe(0)
    expect(discountPercentOf({ firstPeriodCents: 1999 })).toBe(0)
  })

  it('gives the range of discounts for the headline', () => {
    expect(
      discountRange([
        { firstPeriodCents: 699, salePriceCents: 499 },
        { firstPeriodCents: 1999, salePriceCents: 1499 },
      ]),
    ).toEqual({
      min: 25,
      max: 29,
    })
    expect(discountRange([{ firstPeriodCents: 699 }])).toEqual({ min: 0, max: 0 })
  })

  it('refuses a stated 50% over prices 25–29% off, names the plan and currency', () => {
    const plans = [{ name: '4-week plan', prices: [{ currency: 'USD', firstPeriodCents: 1999, discountFirstPeriodCents: 1499 }] }]
    expect(statedDiscountProblems(50, plans)).toEqual(['states 50% off, but "4-week plan" in USD is 25% off'])
  })

  it('accepts charm prices within a point and plans without an explicit sale price', () => {
    const plans = [
      { name: 'a', prices: [{ currency: 'USD', firstPeriodCents: 699, discountFirstPeriodCents: 349 }] },
      { name: 'b', prices: [{ currency: 'GBP', firstPeriodCents: 599, discountFirstPeriodCents: null }] },
    ]
    expect(statedDiscountProblems(50, plans)).toEqual([])
  })
})

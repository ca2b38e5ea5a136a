import { describe, expect, it } from 'vitest'
import { checkPrices } from './prices'

describe('paywall plan prices', () => {
  it('accepts whole positive cents with a USD row', () => {
    expect(
      checkPrices([
        { currency: 'USD', firstPeriodCents: 699, renewalCents: 2999, discountFirstPeriodCents: 499 },
        { currency: 'GBP', firstPeriodCents: 599, renewalCents: 2399 },
      ]),
    ).toBe(true)
  })

  it('reports a missing USD row, duplicates, zero prices and discounts above the price', () => {
    const message = checkPrices([
      { currency: 'GBP', firstPeriodCents: 599, renewalCents: 0 },
      { currency: 'GBP', firstPeriodCents: 599, renewalCents: 2399, discountFirstPeriodCents: 700 },
    ])
    expect(message).toBe(
      'Prices: add a USD price (the default currency); row 1 (GBP): renewalCents must be whole cents above 0; ' +
        'row 2 (GBP): GBP is listed twice; row 2 (GBP): the discount price must be below the first-period price.',
    )
  })
})

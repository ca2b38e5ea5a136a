import { describe, expect, it } from 'vitest'
import { checkUpsellPrices } from './prices'

describe('checkUpsellPrices', () => {
  it('accepts USD and other currencies once each, with a crossed-out price above the price', () => {
    expect(
      checkUpsellPrices([
        { currency: 'USD', cents: 1499, fullPriceCents: 2999 },
        { currency: 'GBP', cents: 1199 },
      ]),
    ).toBe(true)
  })

  it('names every problem with its row', () => {
    const result = checkUpsellPrices([
      { currency: 'GBP', cents: 0 },
      { currency: 'GBP', cents: 999, fullPriceCents: 999 },
    ])
    expect(result).toBe(
      'Prices: add a USD price (the default currency); row 1 (GBP): the price must be whole cents above 0; row 2 (GBP): GBP is listed twice; row 2 (GBP): the crossed-out price must be whole cents above the price.',
    )
  })
})

import { describe, expect, it } from 'vitest'
import { buyLabel } from './upsell-copy'

describe('buyLabel', () => {
  it('names the price and the card one tap charges', () => {
    expect(buyLabel('$29.99', '0077').replace(/\u00a0/g, ' ')).toBe('Buy for $29.99 — card •••• 0077')
  })
  it('keeps the card in one piece when the button wraps', () => {
    expect(buyLabel('$29.99', '0077')).toMatch(/card\u00a0••••\u00a00077$/)
  })
  it('still says a card is charged when its digits are unknown', () => {
    expect(buyLabel('£24.99', null)).toBe('Buy for £24.99 with your saved card')
  })
})

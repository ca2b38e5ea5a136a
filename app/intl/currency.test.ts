import { describe, expect, it } from 'vitest'
import { currencyForCountry, formatPrice } from './currency'

describe('currencyForCountry', () => {
  it.each([
    ['GB', 'GBP'],
    ['ca', 'CAD'],
    ['AU', 'AUD'],
    ['US', 'USD'],
    ['IN', 'USD'],
    ['', 'USD'],
    [undefined, 'USD'],
  ])('%s → %s', (country, currency) => {
    expect(currencyForCountry(country)).toBe(currency)
  })
})

describe('formatPrice', () => {
  it('shows cents / 100 with two decimals in the currency', () => {
    expect(formatPrice(3999, 'USD')).toBe('$39.99')
    expect(formatPrice(2000, 'GBP')).toBe('£20.00')
    expect(formatPrice(693, 'CAD')).toBe('CA$6.93')
    expect(formatPrice(150000, 'EUR')).toBe('€1,500.00')
  })

  it('drops decimals for whole rupee amounts only', () => {
    expect(formatPrice(49900, 'INR')).toBe('₹499')
    expect(formatPrice(49950, 'INR')).toBe('₹499.50')
  })
})

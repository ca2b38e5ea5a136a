import { describe, expect, it } from 'vitest'
import { isMinorAmount, parseMinorAmount, sameCharge } from './money'

describe('sameCharge', () => {
  const order = { amount: 3999, currency: 'USD' } as const

  it('accepts the same minor amount and currency', () => {
    expect(sameCharge(order, { amount: 3999, currency: 'USD' })).toBe(true)
  })

  it('accepts an amount reported as a digit string and a currency in any case', () => {
    expect(sameCharge(order, { amount: '3999', currency: 'usd' })).toBe(true)
    expect(sameCharge(order, { amount: ' 3999 ', currency: ' USD ' })).toBe(true)
  })

  it.each([
    [{ amount: 3998, currency: 'USD' }, 'one cent less'],
    [{ amount: 4000, currency: 'USD' }, 'one cent more'],
    [{ amount: 3999, currency: 'EUR' }, 'another currency'],
    [{ amount: 3999, currency: 'XXX' }, 'an unknown currency'],
    [{ amount: 39.99, currency: 'USD' }, 'major units'],
    [{ amount: '39.99', currency: 'USD' }, 'major units as text'],
    [{ amount: '3999.0', currency: 'USD' }, 'a decimal string'],
    [{ amount: -3999, currency: 'USD' }, 'a negative amount'],
    [{ amount: Number.NaN, currency: 'USD' }, 'NaN'],
    [{ amount: null, currency: 'USD' }, 'no amount'],
    [{ amount: 3999, currency: undefined }, 'no currency'],
    [{ amount: '', currency: 'USD' }, 'an empty amount'],
  ] as const)('rejects %j (%s)', (reported, _why) => {
    expect(sameCharge(order, reported)).toBe(false)
  })

  it('never matches an order whose own amount is not minor units', () => {
    expect(sameCharge({ amount: 39.99, currency: 'USD' }, { amount: 39.99, currency: 'USD' })).toBe(false)
  })

  it('handles rupees in paise like any other currency', () => {
    expect(sameCharge({ amount: 49900, currency: 'INR' }, { amount: 49900, currency: 'INR' })).toBe(true)
    expect(sameCharge({ amount: 49900, currency: 'INR' }, { amount: 499, currency: 'INR' })).toBe(false)
  })
})

describe('minor units', () => {
  it('are non-negative safe integers', () => {
    expect(isMinorAmount(0)).toBe(true)
    expect(isMinorAmount(1.5)).toBe(false)
    expect(isMinorAmount(Number.MAX_SAFE_INTEGER + 1)).toBe(false)
    expect(isMinorAmount('100')).toBe(false)
  })

  it('parse from digit strings only', () => {
    expect(parseMinorAmount('0100')).toBe(100)
    expect(parseMinorAmount('1e3')).toBeNull()
    expect(parseMinorAmount('0x10')).toBeNull()
    expect(parseMinorAmount('9'.repeat(16))).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { invoiceNumber } from './invoice-number'

describe('invoice numbers', () => {
  it('are the payment row’s id, padded to seven digits on SQL', () => {
    expect(invoiceNumber('INV', 417)).toBe('INV-0000417')
    expect(invoiceNumber('INV', '417')).toBe('INV-0000417')
    expect(invoiceNumber('CN', 12345678)).toBe('CN-12345678')
  })

  it('keep a MongoDB id whole', () => {
    expect(invoiceNumber('INV', '665f1c2e9b1d4a0012345678')).toBe('INV-665F1C2E9B1D4A0012345678')
  })

  it('never hold a run of exactly six digits, which mail readers take for a sign-in code', () => {
    for (const id of [1, 999_999, 100_000, 123_456, 1_000_000]) expect(invoiceNumber('INV', id)).not.toMatch(/\b\d{6}\b/)
  })
})

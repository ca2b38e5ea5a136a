import { describe, expect, it } from 'vitest'
import { errorFamily, fallbackPaymentError, paymentErrorMessage, solidgateErrorCodes } from './error-codes'

const catalogue = Object.entries(solidgateErrorCodes)

describe('paymentErrorMessage', () => {
  it.each(catalogue)('%s (%s) gets its own message', (code, [, message]) => {
    expect(paymentErrorMessage(code)).toBe(message)
    expect(message).not.toBe(fallbackPaymentError)
  })

  it.each([undefined, '', '   ', '9.99', '2.04', '0.1', 'constructor', 'toString', '__proto__'])(
    'unknown or empty code %j gets the fallback',
    (code) => {
      expect(paymentErrorMessage(code)).toBe('Payment failed. Please try again or use a different card.')
    },
  )

  it('tolerates surrounding whitespace in a code', () => {
    expect(paymentErrorMessage(' 3.02 ')).toBe(solidgateErrorCodes['3.02']![1])
  })
})

describe('the catalogue', () => {
  it('has every family the spec names, 0.xx to 7.xx', () => {
    const families = new Set(catalogue.map(([code]) => errorFamily(code)))
    expect([...families].sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7'])
  })

  it('holds only well-formed codes', () => {
    for (const [code] of catalogue) expect(errorFamily(code), code).toBeDefined()
  })

  it('has the codes the spec calls out by number', () => {
    expect(paymentErrorMessage('0.01')).toMatch(/bank declined/i)
    expect(paymentErrorMessage('0.02')).toMatch(/expired/i)
    expect(paymentErrorMessage('0.03')).toMatch(/another card/i)
    expect(paymentErrorMessage('1.01')).toMatch(/confirm/i)
  })

  // The spec names these reasons without numbers; Solidgate's current table numbers them.
  it.each([
    ['2.17', /discount code/i],
    ['3.11', /recurring/i],
    ['3.12', /closed/i],
    ['5.12', /blocked/i],
    ['6.03', /processed/i],
    ['7.07', /security check/i],
  ])('the spec’s reason %s has a message of its own', (code, wording) => {
    const message = paymentErrorMessage(code)
    expect(message).toMatch(wording)
    const sharing = catalogue.filter(([, [, other]]) => other === message).map(([other]) => other)
    expect(sharing).toEqual([code])
  })

  it('keeps messages short, plain and actionable', () => {
    for (const [code, [, message]] of catalogue) {
      expect(message.length, code).toBeLessThanOrEqual(110)
      expect(message, code).toMatch(/\b(please|try)\b/i)
      expect(message, code).not.toMatch(/stolen|lost|fraud|black ?list/i)
    }
  })
})

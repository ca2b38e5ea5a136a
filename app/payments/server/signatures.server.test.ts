import { describe, expect, it } from 'vitest'
import {
  ecommpaySignature,
  ecommpayStringToSign,
  naturalCompare,
  solidgateSignature,
  verifyEcommpaySignature,
  verifySolidgateSignature,
} from './signatures.server'

// Solidgate publishes no worked example with a result, so the vector below was computed
// independently of this code with openssl:
//   printf '%s' "$pk$body$pk" | openssl dgst -sha512 -hmac "$sk" -r | cut -d' ' -f1 | tr -d '\n' | base64
// Recipe: https://docs.solidgate.com/payments/integrate/access-to-api/ (Generate signature).
describe('solidgateSignature', () => {
  const merchant = 'api_pk_test'
  const secret = 'api_sk_test'
  const body = '{"amount":1000,"currency":"USD","order_id":"ord-1"}'
  const expected =
    'ODRmMTRlNmRiNjUwMTczZDAyOGVjOTc3YjcyYWE3NmQ1MzRjMGE4MzEwZjA0MzFmZTA3MzI0MzNjMDc4YzdmMzhiNDFlMDVlY2UyMDY5MzRmM2RmMTUwNmU2Y2M5YjJjZDkyZTY0YWU5OGJlM2RmZGQ4NTIxNjFiZGFkOTUwZTY='

  it('is base64 of the hex HMAC-SHA512 over merchant + body + merchant', () => {
    expect(solidgateSignature(merchant, body, secret)).toBe(expected)
    const hex = Buffer.from(expected, 'base64').toString()
    expect(hex).toMatch(/^[0-9a-f]{128}$/)
  })

  it('signs an empty body as merchant + merchant', () => {
    expect(solidgateSignature(merchant, '', secret)).toBe(
      'YmYzN2ZjYjVlODQ3MmE3MGE1YTE1NTJmMWRhMTcwZTM1NjZjOGJhMjdjZDdlYmJjM2FkYjFkNjI1M2MyOWNhNzM2OTQxYWQ2Mjg3NTRkZjc3MGM0Y2FmZWUyNDlmNDRiODdmZTlhYzYzYjVjMTEzMzNkMTc4ZjlhODlmMWM0MmE=',
    )
  })

  it('changes when the merchant, any byte of the body or the key changes', () => {
    expect(solidgateSignature('api_pk_other', body, secret)).not.toBe(expected)
    expect(solidgateSignature(merchant, body.replace('1000', '1001'), secret)).not.toBe(expected)
    expect(solidgateSignature(merchant, body + ' ', secret)).not.toBe(expected)
    expect(solidgateSignature(merchant, body, 'api_sk_other')).not.toBe(expected)
  })

  it('verifies its own signature and rejects tampered, missing or truncated ones', () => {
    expect(verifySolidgateSignature(merchant, body, secret, expected)).toBe(true)
    expect(verifySolidgateSignature(merchant, body.replace('USD', 'EUR'), secret, expected)).toBe(false)
    expect(verifySolidgateSignature(merchant, body, secret, expected.slice(0, -2))).toBe(false)
    expect(verifySolidgateSignature(merchant, body, secret, '')).toBe(false)
    expect(verifySolidgateSignature(merchant, body, secret, undefined)).toBe(false)
  })
})

describe('ecommpayStringToSign', () => {
  // The structure of ITECOMMPAY/paymentpage-sdk-js __tests__/converter.js: nested objects and
  // arrays, null, and a boolean, flattened and sorted.
  it('flattens nested objects and arrays into sorted path:value pairs', () => {
    const params = {
      0: null,
      a: { b: 1, c: 2 },
      d: false,
      f: ['g', { h: 7, i: { k: 8 } }],
      e: [4, 5],
      l: { m: [{ n: 9 }] },
    }
    expect(ecommpayStringToSign(params)).toBe('0:;a:b:1;a:c:2;d:0;e:0:4;e:1:5;f:0:g;f:1:h:7;f:1:i:k:8;l:m:0:n:9')
  })

  it('writes booleans as 1 and 0, skips undefined and never signs frame_mode', () => {
    expect(ecommpayStringToSign({ save: true, off: false, gone: undefined, frame_mode: 'popup' })).toBe('off:0;save:1')
    expect(ecommpayStringToSign({ card: { frame_mode: 'iframe', pan: '4242' } })).toBe('card:pan:4242')
  })

  it('orders array indices as numbers, so item 10 comes after item 2', () => {
    const items = Array.from({ length: 11 }, (_, i) => i)
    const order = ecommpayStringToSign({ items })
      .split(';')
      .map((pair) => Number(pair.split(':')[2]))
    expect(order).toEqual(items)
  })

  it('doubles a colon inside a key so paths stay unambiguous', () => {
    expect(ecommpayStringToSign({ 'a:b': 1 })).toBe('a::b:1')
  })
})

describe('naturalCompare', () => {
  it('compares digit runs as numbers and everything else as text', () => {
    expect(['e:10', 'e:2', 'e:1', 'd', 'e'].sort(naturalCompare)).toEqual(['d', 'e', 'e:1', 'e:2', 'e:10'])
    expect(naturalCompare('a', 'a')).toBe(0)
  })
})

describe('ecommpaySignature', () => {
  // ITECOMMPAY/paymentpage-sdk-js __tests__/data/signed.js and paymentpage-sdk-php
  // tests/SignatureHandlerTest.php share this vector (secret "secret").
  it('matches the official SDKs’ published test vector', () => {
    const data = {
      customer: { project_id: 0, id: 'sutm_id' },
      card: { pan: '4242424242424242', year: 2020, month: 8, card_holder: 'John Smith', cvv: '123', save: true },
      frame_mode: 'popup',
    }
    expect(ecommpaySignature(data, 'secret')).toBe(
      'lY0LTSAzpR7zGce5qfYGacOuYlHGWqkMcQlqmjlsDDZI2gVcE1qVeWANnkIR7mdOqRXJnL1kO0lUmkQ0YYLWRg==',
    )
  })

  // The parameters of the worked example on https://developers.ecommpay.com/en/en_PP_Authentication.html;
  // the expected value was computed with openssl over the sorted string (the page's own result
  // was not readable here).
  const page = {
    project_id: 12345,
    payment_id: 'X03936',
    payment_amount: 3550,
    payment_currency: 'USD',
    payment_description: 'Guyliner purchase',
    customer_first_name: 'Jack',
    customer_last_name: 'Sparrow',
    customer_phone: '02081234567',
  }
  const pageSignature = 'e+kuzNpbptuGG4G7WxjuT8EFh90v2eMCh2EQ4y+hq5XX/aptGzhpi7a0uk/c7HdXj7M2o33WLrMNLEKD8yl3Kg=='

  it('signs Payment Page parameters as HMAC-SHA512, base64', () => {
    expect(ecommpaySignature(page, 'secret')).toBe(pageSignature)
  })

  it('does not depend on the order of keys', () => {
    const reversed = Object.fromEntries(Object.entries(page).reverse())
    expect(ecommpaySignature(reversed, 'secret')).toBe(pageSignature)
  })

  it.each(Object.keys(page))('changes when %s is tampered with', (key) => {
    expect(ecommpaySignature({ ...page, [key]: `${page[key as keyof typeof page]}0` }, 'secret')).not.toBe(pageSignature)
  })

  it('changes when a parameter is added, removed or the key differs', () => {
    expect(ecommpaySignature({ ...page, extra: 'x' }, 'secret')).not.toBe(pageSignature)
    const { customer_phone: _, ...withoutPhone } = page
    expect(ecommpaySignature(withoutPhone, 'secret')).not.toBe(pageSignature)
    expect(ecommpaySignature(page, 'other')).not.toBe(pageSignature)
  })
})

describe('verifyEcommpaySignature', () => {
  // ITECOMMPAY/paymentpage-sdk-js __tests__/data/callback.js (its __proto__ entry sets a prototype,
  // not a field, so the signed body is just payment.id and payment.status).
  const callback = {
    payment: { id: '000049', status: 'success' },
    signature: '/3TrhHVz9BHaLfgLyhoxO7dsQNzbzZa/TdO3pxQocXWwgVM6tGlzMLVfpOxFNTnkR9iiFVK/77ZedMcbkCjmng==',
  }

  it('accepts the SDK’s signed callback, as an object or as raw JSON', () => {
    expect(verifyEcommpaySignature(callback, 'secret')).toBe(true)
    expect(verifyEcommpaySignature(JSON.stringify(callback), 'secret')).toBe(true)
  })

  it('finds the signature under general as well', () => {
    const { signature, ...rest } = callback
    expect(verifyEcommpaySignature({ ...rest, general: { signature } }, 'secret')).toBe(true)
  })

  it('rejects a tampered body, a wrong key and a missing signature', () => {
    expect(verifyEcommpaySignature({ ...callback, payment: { id: '000049', status: 'decline' } }, 'secret')).toBe(false)
    expect(verifyEcommpaySignature({ ...callback, extra: 1 }, 'secret')).toBe(false)
    expect(verifyEcommpaySignature(callback, 'wrong')).toBe(false)
    expect(verifyEcommpaySignature({ payment: callback.payment }, 'secret')).toBe(false)
  })

  it('rejects malformed input instead of throwing', () => {
    expect(verifyEcommpaySignature('{not json', 'secret')).toBe(false)
    expect(verifyEcommpaySignature('[]', 'secret')).toBe(false)
    expect(verifyEcommpaySignature('null', 'secret')).toBe(false)
    expect(verifyEcommpaySignature({ ...callback, signature: 42 as unknown as string }, 'secret')).toBe(false)
  })

  it('round-trips a body it signed itself, whatever the key order', () => {
    const body = {
      project_id: 1,
      payment: { id: 'p1', status: 'success', sum: { amount: 999, currency: 'EUR' } },
      operation: { status: 'success' },
    }
    const signed = { operation: body.operation, payment: body.payment, project_id: 1, signature: ecommpaySignature(body, 'k') }
    expect(verifyEcommpaySignature(signed, 'k')).toBe(true)
  })
})

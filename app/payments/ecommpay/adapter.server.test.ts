import { describe, expect, it, vi } from 'vitest'
import type { CheckoutRequest } from '../provider'
import { ecommpaySignature, verifyEcommpaySignature, type SignableParams } from '../server/signatures.server'
import { createEcommpayProvider, readEcommpayCallback, type EcommpayConfig } from './adapter.server'
import { ecommpayErrorCode } from './decline-codes'

const config: EcommpayConfig = {
  projectId: 4321,
  secretKey: 'test_secret',
  apiUrl: 'https://api.example.test',
  paymentPageUrl: 'https://page.example.test',
  simulated: false,
}

const checkout: CheckoutRequest = {
  providerOrderId: 'ord42-1',
  amount: 1999,
  currency: 'USD',
  productId: 'plan_annual',
  description: 'Annual access',
  email: 'Buyer@Example.com',
  successUrl: 'https://site.test/payment?order=42',
  failUrl: 'https://site.test/payment?order=42&failed=1',
  webhookUrl: 'https://site.test/api/payments/ecommpay/webhook',
}

function signed(body: SignableParams, secret = config.secretKey): string {
  return JSON.stringify({ ...body, signature: ecommpaySignature(body, secret) })
}

function callbackBody(overrides: { payment?: object; operation?: object } = {}): SignableParams {
  return {
    project_id: config.projectId,
    payment: {
      id: 'ord42-1',
      type: 'purchase',
      status: 'success',
      date: '2026-11-23T10:00:00+0000',
      method: 'card',
      sum: { amount: 1999, currency: 'USD' },
      description: 'Annual access',
      ...overrides.payment,
    },
    operation: {
      id: 1000007,
      type: 'sale',
      status: 'success',
      date: '2026-11-23T10:00:01+0000',
      created_date: '2026-11-23T09:59:58+0000',
      request_id: 'r-1',
      sum_initial: { amount: 1999, currency: 'USD' },
      code: 0,
      message: 'Success',
      provider: { id: 1, auth_code: '563253' },
      ...overrides.operation,
    },
  } as SignableParams
}

describe('createCheckout', () => {
  it('builds a Payment Page URL whose signed parameters carry the attempt, minor units and the return URLs', async () => {
    const { redirectUrl, providerOrderId } = await createEcommpayProvider(config).createCheckout(checkout)
    const url = new URL(redirectUrl)
    expect(providerOrderId).toBe('ord42-1')
    expect(url.origin + url.pathname).toBe('https://page.example.test/payment')
    const params = Object.fromEntries(url.searchParams)
    expect(params).toMatchObject({
      project_id: '4321',
      payment_id: 'ord42-1',
      payment_amount: '1999',
      payment_currency: 'USD',
      customer_id: 'buyer@example.com',
      customer_email: 'Buyer@Example.com',
      merchant_success_url: checkout.successUrl,
      merchant_fail_url: checkout.failUrl,
      merchant_callback_url: checkout.webhookUrl,
    })
    // The page checks the signature over the query text exactly as received.
    expect(verifyEcommpaySignature(params, config.secretKey)).toBe(true)
    expect(verifyEcommpaySignature({ ...params, payment_amount: '1' }, config.secretKey)).toBe(false)
  })
})

describe('readWebhook', () => {
  const read = (rawBody: string) => createEcommpayProvider(config).readWebhook({ rawBody, headers: new Headers() })

  it('accepts the official JS SDK callback vector (secret "secret")', () => {
    const body = {
      payment: { id: '000049', status: 'success' },
      signature: '/3TrhHVz9BHaLfgLyhoxO7dsQNzbzZa/TdO3pxQocXWwgVM6tGlzMLVfpOxFNTnkR9iiFVK/77ZedMcbkCjmng==',
    }
    expect(verifyEcommpaySignature(body, 'secret')).toBe(true)
    const reading = readEcommpayCallback(JSON.stringify(body), { projectId: 1, secretKey: 'secret' })
    expect(reading).toMatchObject({ ok: true, report: { providerOrderId: '000049', outcome: 'success' } })
  })

  it('reads a signed success callback: outcome, amount, transaction, time', async () => {
    const reading = await read(signed(callbackBody()))
    expect(reading).toMatchObject({
      ok: true,
      type: 'sale',
      eventKey: 'ecommpay:ord42-1:1000007:success',
      report: { providerOrderId: 'ord42-1', outcome: 'success', amount: 1999, currency: 'USD', transactionId: '1000007' },
    })
    if (!reading.ok) throw new Error('unreachable')
    expect(reading.report.occurredAt?.toISOString()).toBe('2026-11-23T10:00:01.000Z')
    expect(reading.report.errorCode).toBeUndefined()
  })

  it('gives a replay the same event key and a later status of the operation a new one', async () => {
    const first = await read(signed(callbackBody({ payment: { status: 'processing' }, operation: { status: 'processing' } })))
    const replay = await read(signed(callbackBody({ payment: { status: 'processing' }, operation: { status: 'processing' } })))
    const settled = await read(signed(callbackBody()))
    expect(first.ok && replay.ok && settled.ok).toBe(true)
    if (!first.ok || !replay.ok || !settled.ok) return
    expect(replay.eventKey).toBe(first.eventKey)
    expect(settled.eventKey).not.toBe(first.eventKey)
    expect(first.report.outcome).toBe('processing')
  })

  it('maps a decline code to the nearest Solidgate code', async () => {
    const reading = await read(
      signed(
        callbackBody({
          payment: { status: 'decline' },
          operation: { status: 'decline', code: 10105, message: 'Insufficient funds on card' },
        }),
      ),
    )
    expect(reading).toMatchObject({ ok: true, report: { outcome: 'fail', errorCode: '3.02' } })
    const unknown = await read(signed(callbackBody({ payment: { status: 'decline' }, operation: { status: 'decline', code: 99999 } })))
    expect(unknown.ok && unknown.report.outcome === 'fail' && unknown.report.errorCode).toBeUndefined()
  })

  it('refuses a bad or missing signature, another project, malformed and incomplete bodies — without throwing', async () => {
    expect(await read(signed(callbackBody(), 'other_secret'))).toMatchObject({ ok: false, reason: 'signature' })
    expect(await read(JSON.stringify(callbackBody()))).toMatchObject({ ok: false, reason: 'signature' })
    const tampered = JSON.parse(signed(callbackBody()))
    tampered.payment.sum.amount = 1
    expect(await read(JSON.stringify(tampered))).toMatchObject({ ok: false, reason: 'signature' })
    expect(await read(signed({ ...callbackBody(), project_id: 1 }))).toMatchObject({ ok: false, reason: 'malformed' })
    expect(await read('{not json')).toMatchObject({ ok: false, reason: 'malformed' })
    expect(await read('[1,2]')).toMatchObject({ ok: false, reason: 'malformed' })
    expect(await read('null')).toMatchObject({ ok: false, reason: 'malformed' })
    const { payment: _payment, ...noPayment } = callbackBody()
    expect(await read(signed(noPayment))).toMatchObject({ ok: false, reason: 'malformed' })
    expect(await read(signed(callbackBody({ payment: { id: '' } })))).toMatchObject({ ok: false, reason: 'malformed' })
  })
})

describe('ecommpayErrorCode', () => {
  it.each([
    ['10105', '3.02'],
    [10106, '2.09'],
    ['10100', '3.08'],
    ['10103', '2.06'],
    ['10114', '5.01'],
    ['constructor', undefined],
    [undefined, undefined],
  ])('%s → %s', (code, expected) => expect(ecommpayErrorCode(code)).toBe(expected))
})

describe('Gate API calls', () => {
  function fakeFetch(answer: { status: number; body: unknown }) {
    return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(answer.body), { status: answer.status }))
  }

  it('asks the status with a signed general block and reads the latest operation', async () => {
    const report = { ...callbackBody(), operations: [callbackBody().operation] } as SignableParams
    delete report.operation
    const send = fakeFetch({ status: 200, body: JSON.parse(signed(report)) })
    const result = await createEcommpayProvider(config, send).orderStatus('ord42-1')
    expect(result).toMatchObject({ providerOrderId: 'ord42-1', outcome: 'success', amount: 1999 })
    const [url, init] = send.mock.calls[0]!
    expect(url).toBe('https://api.example.test/v2/payment/status')
    const sentBody = JSON.parse(String(init!.body))
    expect(sentBody.general).toMatchObject({ project_id: 4321, payment_id: 'ord42-1' })
    expect(verifyEcommpaySignature(sentBody, config.secretKey)).toBe(true)
    expect(init!.signal).toBeInstanceOf(AbortSignal)
  })

  it('returns null for a payment Ecommpay does not know and throws on a forged answer', async () => {
    const missing = fakeFetch({ status: 404, body: { status: 'error', code: '3061', message: 'Transaction not found' } })
    expect(await createEcommpayProvider(config, missing).orderStatus('nope')).toBeNull()
    const forged = fakeFetch({ status: 200, body: JSON.parse(signed(callbackBody(), 'wrong')) })
    await expect(createEcommpayProvider(config, forged).orderStatus('ord42-1')).rejects.toThrow(/signature/)
  })

  it('refunds with a signed request and reports a refusal with its reason', async () => {
    const accepted = fakeFetch({ status: 200, body: { status: 'success', request_id: 'x' } })
    expect(await createEcommpayProvider(config, accepted).refund({ providerOrderId: 'ord42-1', amount: 1999, currency: 'USD' })).toEqual({
      ok: true,
    })
    const sentBody = JSON.parse(String(accepted.mock.calls[0]![1]!.body))
    expect(accepted.mock.calls[0]![0]).toBe('https://api.example.test/v2/payment/card/refund')
    expect(sentBody.payment).toMatchObject({ amount: 1999, currency: 'USD' })
    expect(verifyEcommpaySignature(sentBody, config.secretKey)).toBe(true)
    const refused = fakeFetch({ status: 400, body: { status: 'error', code: '903', message: 'Exceeded allowed amount for refund' } })
    expect(
      await createEcommpayProvider(config, refused).refund({ providerOrderId: 'ord42-1', amount: 1999, currency: 'USD' }),
    ).toMatchObject({ ok: false, reason: expect.stringContaining('903') })
    const down = vi.fn<typeof fetch>(async () => {
      throw new TypeError('fetch failed')
    })
    expect(await createEcommpayProvider(config, down).refund({ providerOrderId: 'ord42-1', amount: 1999, currency: 'USD' })).toMatchObject({
      ok: false,
    })
  })
})

import { describe, expect, it, vi } from 'vitest'
import type { CheckoutRequest } from '../provider'
import { solidgateSignature, verifySolidgateSignature } from '../server/signatures.server'
import { createSolidgateProvider, type SolidgateConfig } from './adapter.server'
import { solidgateDate, solidgateErrorCode } from './notification'

const config: SolidgateConfig = {
  merchantId: 'api_pk_test',
  secretKey: 'api_sk_test',
  webhookMerchantId: 'wh_pk_test',
  webhookSecretKey: 'wh_sk_test',
  apiUrl: 'https://pay.example.test',
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
  customerIp: '203.0.113.7',
  successUrl: 'https://site.test/payment?order=42',
  failUrl: 'https://site.test/payment?order=42&failed=1',
  webhookUrl: 'https://site.test/api/payments/solidgate/webhook',
}

function fakeFetch(answer: { status: number; body: unknown }) {
  return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(answer.body), { status: answer.status }))
}

type Overrides = { order?: object; transaction?: object; noTransaction?: boolean }
function notification(overrides: Overrides = {}) {
  const tx = {
    id: 'tx-1',
    operation: 'pay',
    status: 'success',
    amount: 1999,
    currency: 'USD',
    created_at: '2026-11-23 09:59:58',
    updated_at: '2026-11-23 10:00:01',
    ...overrides.transaction,
  }
  return {
    order: {
      order_id: 'ord42-1',
      status: 'approved',
      amount: 1999,
      currency: 'USD',
      created_at: '2026-11-23 09:59:00',
      updated_at: '2026-11-23 10:00:01',
      ...overrides.order,
    },
    ...(overrides.noTransaction ? {} : { transaction: tx, transactions: { [tx.id]: tx } }),
  }
}

/** A webhook as Solidgate sends it: the raw text, signed with the webhook key pair. */
function webhook(body: unknown, keys = { merchant: config.webhookMerchantId, secret: config.webhookSecretKey }) {
  const rawBody = typeof body === 'string' ? body : JSON.stringify(body)
  const headers = new Headers({
    'content-type': 'application/json',
    merchant: keys.merchant,
    signature: solidgateSignature(keys.merchant, rawBody, keys.secret),
  })
  return { rawBody, headers }
}

const read = (hook: { rawBody: string; headers: Headers }) => createSolidgateProvider(config).readWebhook(hook)

describe('createCheckout', () => {
  it('inits the Payment Page with a signed body: the attempt, minor units, the buyer and the return URLs', async () => {
    const send = fakeFetch({ status: 200, body: { url: 'https://page.example.test/payment/abc', guid: 'abc' } })
    const result = await createSolidgateProvider(config, send).createCheckout(checkout)
    expect(result).toEqual({ providerOrderId: 'ord42-1', redirectUrl: 'https://page.example.test/payment/abc' })
    const [url, init] = send.mock.calls[0]!
    expect(url).toBe('https://page.example.test/api/v1/init')
    const headers = new Headers(init!.headers)
    const body = String(init!.body)
    expect(headers.get('merchant')).toBe('api_pk_test')
    expect(verifySolidgateSignature('api_pk_test', body, 'api_sk_test', headers.get('signature'))).toBe(true)
    expect(JSON.parse(body)).toEqual({
      order: {
        order_id: 'ord42-1',
        amount: 1999,
        currency: 'USD',
        order_description: 'Annual access',
        customer_account_id: 'buyer@example.com',
        customer_email: 'Buyer@Example.com',
        ip_address: '203.0.113.7',
        platform: 'WEB',
        success_url: checkout.successUrl,
        fail_url: checkout.failUrl,
      },
      page_customization: { public_name: 'Checkout', order_title: 'Annual access', order_description: 'Annual access' },
    })
    expect(init!.signal).toBeInstanceOf(AbortSignal)
  })

  it('throws on a refusal, a non-JSON answer or an answer without a usable url', async () => {
    const refused = fakeFetch({ status: 422, body: { error: { code: '2.01', messages: ['Invalid data'] } } })
    await expect(createSolidgateProvider(config, refused).createCheckout(checkout)).rejects.toThrow(/422.*2\.01/)
    const html = vi.fn<typeof fetch>(async () => new Response('<html>', { status: 200 }))
    await expect(createSolidgateProvider(config, html).createCheckout(checkout)).rejects.toThrow()
    const noUrl = fakeFetch({ status: 200, body: { guid: 'abc' } })
    await expect(createSolidgateProvider(config, noUrl).createCheckout(checkout)).rejects.toThrow()
    const script = fakeFetch({ status: 200, body: { url: 'javascript:alert(1)', guid: 'abc' } })
    await expect(createSolidgateProvider(config, script).createCheckout(checkout)).rejects.toThrow()
  })
})

describe('readWebhook', () => {
  it('reads a signed success notification: outcome, amount, transaction, time, type', async () => {
    const reading = await read(webhook(notification()))
    expect(reading).toMatchObject({
      ok: true,
      type: 'pay',
      eventKey: 'solidgate:ord42-1:approved:tx-1:success',
      report: { providerOrderId: 'ord42-1', outcome: 'success', amount: 1999, currency: 'USD', transactionId: 'tx-1' },
    })
    if (!reading.ok) throw new Error('unreachable')
    expect(reading.report.occurredAt?.toISOString()).toBe('2026-11-23T10:00:01.000Z')
    expect(reading.report.errorCode).toBeUndefined()
  })

  it('reads a decline with its Solidgate code; an unknown code gives none (the fallback message)', async () => {
    const declined = await read(
      webhook(
        notification({
          order: { status: 'auth_failed' },
          transaction: { status: 'fail', error: { code: '3.02', recommended_message_for_user: 'Insufficient funds' } },
        }),
      ),
    )
    expect(declined).toMatchObject({ ok: true, report: { outcome: 'fail', errorCode: '3.02' } })
    // Solidgate also puts the decline beside order and transactions; the transaction's code wins when both are there.
    const topLevel = await read(
      webhook({ ...notification({ order: { status: 'auth_failed' }, transaction: { status: 'fail' } }), error: { code: '4.02' } }),
    )
    expect(topLevel).toMatchObject({ ok: true, report: { outcome: 'fail', errorCode: '4.02' } })
    const both = await read(
      webhook({
        ...notification({ order: { status: 'auth_failed' }, transaction: { status: 'fail', error: { code: '3.02' } } }),
        error: { code: '0.01' },
      }),
    )
    expect(both).toMatchObject({ ok: true, report: { errorCode: '3.02' } })
    const unknown = await read(
      webhook(notification({ order: { status: 'auth_failed' }, transaction: { status: 'fail', error: { code: '9.99' } } })),
    )
    expect(unknown.ok && unknown.report.outcome === 'fail' && unknown.report.errorCode).toBeUndefined()
  })

  it('gives a replay the same event key and a later status a new one; reads the latest of `transactions` alone', async () => {
    const processing = notification({ order: { status: 'processing' }, transaction: { status: 'processing' } })
    const first = await read(webhook(processing))
    const replay = await read(webhook(processing))
    const settled = await read(webhook(notification()))
    if (!first.ok || !replay.ok || !settled.ok) throw new Error('expected readings')
    expect(replay.eventKey).toBe(first.eventKey)
    expect(settled.eventKey).not.toBe(first.eventKey)
    expect(first.report.outcome).toBe('processing')
    const older = { id: 'tx-0', operation: 'pay', status: 'fail', created_at: '2026-11-23 09:00:00', error: { code: '3.02' } }
    const { transaction: _latest, ...body } = notification({ order: { subscription_id: 'sub-1' } })
    const listed = await read(webhook({ ...body, transactions: { ...body.transactions, 'tx-0': older } }))
    expect(listed).toMatchObject({ ok: true, report: { transactionId: 'tx-1', outcome: 'success', subscriptionId: 'sub-1' } })
  })

  it('refuses a bad or missing signature, another merchant, malformed and incomplete bodies — without throwing', async () => {
    expect(await read(webhook(notification(), { merchant: config.webhookMerchantId, secret: 'other' }))).toMatchObject({
      ok: false,
      reason: 'signature',
    })
    // Signed with the API keys instead of the webhook keys.
    expect(await read(webhook(notification(), { merchant: config.merchantId, secret: config.secretKey }))).toMatchObject({
      ok: false,
      reason: 'signature',
    })
    const hook = webhook(notification())
    expect(await read({ rawBody: hook.rawBody.replace('1999', '1'), headers: hook.headers })).toMatchObject({
      ok: false,
      reason: 'signature',
    })
    expect(await read({ rawBody: hook.rawBody, headers: new Headers({ merchant: config.webhookMerchantId }) })).toMatchObject({
      ok: false,
      reason: 'signature',
    })
    expect(await read({ rawBody: hook.rawBody, headers: new Headers() })).toMatchObject({ ok: false, reason: 'signature' })
    expect(await read(webhook('{not json'))).toMatchObject({ ok: false, reason: 'malformed' })
    expect(await read(webhook('[1,2]'))).toMatchObject({ ok: false, reason: 'malformed' })
    expect(await read(webhook('null'))).toMatchObject({ ok: false, reason: 'malformed' })
    expect(await read(webhook({ transaction: notification().transaction }))).toMatchObject({ ok: false, reason: 'malformed' })
    expect(await read(webhook(notification({ order: { order_id: '' } })))).toMatchObject({ ok: false, reason: 'malformed' })
    expect(await read(webhook(notification({ order: { status: undefined } })))).toMatchObject({ ok: false, reason: 'malformed' })
  })
})

describe('notification formats', () => {
  it.each([
    ['3.02', '3.02'],
    [3.02, '3.02'],
    ['0.01', '0.01'],
    ['constructor', undefined],
    [undefined, undefined],
  ])('solidgateErrorCode(%s) → %s', (code, expected) => expect(solidgateErrorCode(code)).toBe(expected))

  it('reads Solidgate and ISO dates, and nothing else', () => {
    expect(solidgateDate('2026-11-23 10:00:00')?.toISOString()).toBe('2026-11-23T10:00:00.000Z')
    expect(solidgateDate('2026-11-23T10:00:00.000Z')?.toISOString()).toBe('2026-11-23T10:00:00.000Z')
    expect(solidgateDate('yesterday')).toBeUndefined()
  })
})

describe('status and refund API calls', () => {
  it('asks the status with a signed body and reads the order report', async () => {
    const send = fakeFetch({ status: 200, body: notification() })
    expect(await createSolidgateProvider(config, send).orderStatus('ord42-1')).toMatchObject({
      providerOrderId: 'ord42-1',
      outcome: 'success',
      amount: 1999,
    })
    const [url, init] = send.mock.calls[0]!
    expect(url).toBe('https://pay.example.test/api/v1/status')
    expect(init!.body).toBe('{"order_id":"ord42-1"}')
    expect(verifySolidgateSignature('api_pk_test', String(init!.body), 'api_sk_test', new Headers(init!.headers).get('signature'))).toBe(
      true,
    )
  })

  it('returns null for an order Solidgate does not know and throws on errors and junk', async () => {
    expect(await createSolidgateProvider(config, fakeFetch({ status: 404, body: { error: { code: '2.05' } } })).orderStatus('x')).toBeNull()
    expect(await createSolidgateProvider(config, fakeFetch({ status: 200, body: { error: { code: '2.05' } } })).orderStatus('x')).toBeNull()
    await expect(
      createSolidgateProvider(config, fakeFetch({ status: 401, body: { error: { code: '1.01' } } })).orderStatus('x'),
    ).rejects.toThrow(/401/)
    await expect(createSolidgateProvider(config, fakeFetch({ status: 200, body: { order: {} } })).orderStatus('x')).rejects.toThrow(
      /report/,
    )
    await expect(
      createSolidgateProvider(config, fakeFetch({ status: 200, body: { error: { code: '5.03' } } })).orderStatus('x'),
    ).rejects.toThrow(/5\.03/)
    const declined = { ...notification({ order: { status: 'auth_failed' }, transaction: { status: 'fail' } }), error: { code: '3.02' } }
    expect(await createSolidgateProvider(config, fakeFetch({ status: 200, body: declined })).orderStatus('ord42-1')).toMatchObject({
      outcome: 'fail',
      errorCode: '3.02',
    })
  })

  it('refunds with a signed request and reports a refusal with its reason', async () => {
    const accepted = fakeFetch({ status: 200, body: notification({ order: { status: 'refunded' }, transaction: { operation: 'refund' } }) })
    const refund = { providerOrderId: 'ord42-1', amount: 1999, currency: 'USD' as const }
    expect(await createSolidgateProvider(config, accepted).refund(refund)).toEqual({ ok: true })
    const [url, init] = accepted.mock.calls[0]!
    expect(url).toBe('https://pay.example.test/api/v1/refund')
    expect(JSON.parse(String(init!.body))).toEqual({ order_id: 'ord42-1', amount: 1999 })
    const refused = fakeFetch({ status: 422, body: { error: { code: '0.03', messages: ['Illegal operation'] } } })
    expect(await createSolidgateProvider(config, refused).refund(refund)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('0.03'),
    })
    const down = vi.fn<typeof fetch>(async () => {
      throw new TypeError('fetch failed')
    })
    expect(await createSolidgateProvider(config, down).refund(refund)).toMatchObject({ ok: false })
  })
})

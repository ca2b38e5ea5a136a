import '../../../../tests/support/simulator-protocol'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorFamily, solidgateErrorCodes } from '../../../../app/payments/rules/error-codes'
import type { CheckoutRequest } from '../../../../app/payments/provider'
import { solidgateSignature, verifySolidgateSignature } from '../../../../app/payments/server/signatures.server'
import {
  createSolidgateProvider,
  paymentPageBody,
  readSolidgateWebhook,
  type SolidgateConfig,
} from '../../../../app/payments/solidgate/adapter.server'
import { createSolidgateSimulator, type SavedCard, type SolidgateSimulatorOptions } from './simulator.server'
import type { SimOrder } from './simulator-report'
import { memoryTable } from '../../shared/records'
import { solidgateTestCards } from './test-cards'
import { checkoutRequest, fetchInto, recordingFetch, simulatorNow } from '../shared/simulator-test-kit'

const keys = {
  merchantId: 'sim_merchant',
  secretKey: 'sim_secret_key',
  webhookMerchantId: 'wh_sim_merchant',
  webhookSecretKey: 'wh_sim_secret_key',
}
const base = 'http://sim.test/dev/payments/solidgate/'
const config: SolidgateConfig = { ...keys, apiUrl: `${base}api`, paymentPageUrl: `${base}page`, simulated: true }
const webhookUrl = 'http://site.test/api/payments/solidgate/webhook'
const now = simulatorNow
const order = (id: string, overrides: Partial<CheckoutRequest> = {}) => checkoutRequest(id, webhookUrl, overrides)

/** A simulator whose webhooks land in `received` instead of going over the network. */
function setup(options: Partial<SolidgateSimulatorOptions> = {}) {
  const { received, fetch } = recordingFetch()
  const sim = createSolidgateSimulator({ ...keys, webhookUrl, merchantOrigins: ['http://site.test'], fetch, now, ...options })
  const adapter = createSolidgateProvider(config, fetchInto(sim, base))
  const path = (url: string) => new URL(url, base).pathname.slice(new URL(base).pathname.length)
  const get = (url: string) => sim.handle(new Request(new URL(url, base)), path(url))
  const post = (url: string, form: Record<string, string>) =>
    sim.handle(new Request(new URL(url, base), { method: 'POST', body: new URLSearchParams(form) }), path(url))
  /** Signs and sends an API body as a merchant would (or with the given wrong keys). */
  const api = (route: string, body: unknown, signer = { merchant: keys.merchantId, secret: keys.secretKey }) => {
    const text = JSON.stringify(body)
    const headers = {
      'content-type': 'application/json',
      merchant: signer.merchant,
      signature: solidgateSignature(signer.merchant, text, signer.secret),
    }
    return sim.handle(new Request(base + route, { method: 'POST', headers, body: text }), route)
  }
  async function open(id: string, overrides: Partial<CheckoutRequest> = {}) {
    const { redirectUrl } = await adapter.createCheckout(order(id, overrides))
    return redirectUrl
  }
  const card = (pageUrl: string, number: string, extra: Record<string, string> = {}) =>
    post(pageUrl, { card_number: number, expiry: '12/30', cvv: '123', card_holder: 'Ann Lee', ...extra })
  const body = (i: number) => JSON.parse(received[i]!.body)
  return { sim, adapter, received, get, post, api, open, card, body }
}

const number = (label: string) => solidgateTestCards.find((card) => card.label === label)!.number
const declines = solidgateTestCards.flatMap((card) => (card.outcome === 'decline' ? [card] : []))

describe('Solidgate simulator: test cards', () => {
  it('name each decline as the product’s catalogue does', () => {
    for (const card of declines) expect(card.label).toBe(`Decline ${card.code}: ${solidgateErrorCodes[card.code]![0]}`)
  })
})

describe('Solidgate simulator: Payment Page init refusals', () => {
  it('opens the card form, with the test card table, for a correctly signed init', async () => {
    const { open, get } = setup()
    const url = await open('p1')
    expect(url).toMatch(/^http:\/\/sim\.test\/dev\/payments\/solidgate\/page\/payment\/[\w-]+$/)
    const page = await get(url)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('name="card_number"')
    expect(html).toContain('$19.99')
    for (const card of solidgateTestCards) expect(html).toContain(card.number)
    expect(html).not.toMatch(/<script/i)
  })

  it('refuses a wrong merchant or signature (401, 1.01), bad fields, amount, currency, a duplicate order_id', async () => {
    const { api } = setup()
    const init = (change: (body: ReturnType<typeof paymentPageBody>) => void) => {
      const body = paymentPageBody(order('p2'))
      change(body)
      return api('page/api/v1/init', body)
    }
    const refusal = async (response: Promise<Response>) => {
      const answer = await response
      return [answer.status, ((await answer.json()) as { error?: { code: string } }).error?.code]
    }
    expect(await refusal(api('page/api/v1/init', paymentPageBody(order('p2')), { merchant: keys.merchantId, secret: 'wrong' }))).toEqual([
      401,
      '1.01',
    ])
    expect(
      await refusal(api('page/api/v1/init', paymentPageBody(order('p2')), { merchant: 'someone_else', secret: keys.secretKey })),
    ).toEqual([401, '1.01'])
    // The webhook pair signs webhooks only; the API refuses it.
    expect(
      await refusal(
        api('page/api/v1/init', paymentPageBody(order('p2')), { merchant: keys.webhookMerchantId, secret: keys.webhookSecretKey }),
      ),
    ).toEqual([401, '1.01'])
    expect(await refusal(init((b) => void (b.order.amount = 0)))).toEqual([422, '2.02'])
    expect(await refusal(init((b) => void (b.order.amount = -5)))).toEqual([422, '2.02'])
    expect(await refusal(init((b) => void (b.order.amount = 19.99)))).toEqual([422, '2.02'])
    expect(await refusal(init((b) => void ((b.order as { currency: string }).currency = 'XYZ')))).toEqual([422, '2.03'])
    expect(await refusal(init((b) => void (b.order.order_id = '')))).toEqual([422, '2.01'])
    expect(await refusal(init((b) => void (b.order.success_url = 'https://evil.test/')))).toEqual([422, '2.01'])
    expect(await refusal(init((b) => void (b.order.fail_url = 'javascript:alert(1)')))).toEqual([422, '2.01'])
    expect((await init(() => {})).status).toBe(200)
    expect(await refusal(init(() => {}))).toEqual([422, '5.06'])
  })

  it('refuses an unsigned or non-JSON request and answers 404 for an unknown page or route', async () => {
    const { sim, get } = setup()
    const unsigned = await sim.handle(new Request(`${base}page/api/v1/init`, { method: 'POST', body: '{}' }), 'page/api/v1/init')
    expect(unsigned.status).toBe(401)
    const { api } = setup()
    expect((await api('page/api/v1/init', 'not an object')).status).toBe(422)
    const unknown = await get('page/payment/no-such-guid')
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain('2.05')
    expect((await get('page/elsewhere')).status).toBe(404)
  })

  it('expires a page link after 24 hours', async () => {
    let time = now()
    const { open, get } = setup({ now: () => time })
    const url = await open('e1')
    time = new Date(time.getTime() + 25 * 60 * 60 * 1000)
    const page = await get(url)
    expect(page.status).toBe(410)
    expect(await page.text()).toContain('0.02')
  })
})

describe('Solidgate simulator: outcomes', () => {
  it('charges a success card once, sends a signed webhook, then sends the buyer to the success URL', async () => {
    const { open, card, received, sim, body } = setup()
    const url = await open('s1')
    const [first, second] = await Promise.all([card(url, number('Success')), card(url, number('Success'))])
    expect(first.status).toBe(303)
    expect(first.headers.get('location')).toBe('http://site.test/payment?order=1')
    expect(second.headers.get('location')).toBe('http://site.test/payment?order=1')
    expect(received).toHaveLength(1)
    expect((await sim.order('s1'))!.transactions).toHaveLength(1)
    const hook = received[0]!
    expect(hook.url).toBe(webhookUrl)
    expect(hook.headers.get('merchant')).toBe(keys.webhookMerchantId)
    expect(hook.headers.get('solidgate-event-type')).toBe('card_gate.order.updated')
    expect(verifySolidgateSignature(keys.webhookMerchantId, hook.body, keys.webhookSecretKey, hook.headers.get('signature'))).toBe(true)
    expect(body(0)).toMatchObject({
      order: { order_id: 's1', status: 'approved', amount: 1999, currency: 'USD', updated_at: '2026-11-23 10:00:00' },
      transaction: { operation: 'pay', status: 'success', amount: 1999, card: { number: '400000******0077' } },
    })
    expect(readSolidgateWebhook({ rawBody: hook.body, headers: hook.headers }, keys)).toMatchObject({
      ok: true,
      report: { outcome: 'success' },
    })
  })

  it('has a decline card in every code family 0–7', () => {
    expect(new Set(declines.map((card) => errorFamily(card.code)))).toEqual(new Set(['0', '1', '2', '3', '4', '5', '6', '7']))
  })

  it.each(declines.map((card) => [card.label, card.number, card.code] as const))(
    '%s: declines and sends the buyer to the fail URL',
    async (_label, cardNumber, code) => {
      const { open, card, received, body } = setup()
      const response = await card(await open('d1'), cardNumber)
      expect(response.headers.get('location')).toBe('http://site.test/payment?order=1&failed=1')
      expect(body(0)).toMatchObject({ order: { status: 'auth_failed' }, transaction: { status: 'fail', error: { code } }, error: { code } })
      expect(readSolidgateWebhook({ rawBody: received[0]!.body, headers: received[0]!.headers }, keys)).toMatchObject({
        ok: true,
        report: { outcome: 'fail', errorCode: code },
      })
    },
  )

  it('keeps the form open with a message for a bad card number or a past expiry, charging nothing', async () => {
    const { open, card, received } = setup()
    const url = await open('f1')
    const bad = await card(url, '4000000000001001')
    expect(bad.status).toBe(422)
    expect(await bad.text()).toContain('not valid')
    const unknown = await card(url, '4242424242424242')
    expect(await unknown.text()).toContain('only accepts the test cards')
    const expired = await card(url, number('Success'), { expiry: '01/20' })
    expect(await expired.text()).toContain('expired')
    expect(received).toHaveLength(0)
    expect((await card(url, number('Success'))).status).toBe(303)
  })

  it('asks for 3-D Secure, then approves or fails it (5.01)', async () => {
    const { open, card, post, received, body } = setup()
    const challenge = await card(await open('t1'), number('3-D Secure step, then approve or fail'))
    const html = await challenge.text()
    expect(html).toContain('Approve')
    expect(received).toHaveLength(0)
    const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!
    const approved = await post(action, { decision: 'approve' })
    expect(approved.headers.get('location')).toBe('http://site.test/payment?order=1')
    expect(body(0)).toMatchObject({ order: { status: 'approved' }, transaction: { status: 'success' } })
    expect((await post(action, { decision: 'fail' })).headers.get('location')).toBe('http://site.test/payment?order=1')
    expect(received).toHaveLength(1)

    const second = await card(await open('t2'), number('3-D Secure step, then approve or fail'))
    const failAction = /<form method="post" action="([^"]+)"/.exec(await second.text())![1]!
    const failed = await post(failAction, { decision: 'fail' })
    expect(failed.headers.get('location')).toContain('failed=1')
    expect(body(1)).toMatchObject({ order: { status: 'auth_failed' }, transaction: { error: { code: '5.01' } } })
  })

  it('holds a processing order until the status is asked, then settles it and sends the webhook', async () => {
    const { open, card, adapter, received, sim, body } = setup()
    await card(await open('w1'), number('Processing until the status is asked'))
    expect(received).toHaveLength(0)
    expect(await adapter.orderStatus('w1')).toMatchObject({ providerOrderId: 'w1', outcome: 'success', amount: 1999, currency: 'USD' })
    await sim.idle()
    expect(body(0)).toMatchObject({ order: { status: 'approved' } })
  })
})

describe('Solidgate simulator: status and refund API', () => {
  it('keeps at most maxOrders orders, forgetting the oldest with its page', async () => {
    const { adapter, card, open, get } = setup({ maxOrders: 2 })
    const first = await open('m1')
    await card(first, number('Success'))
    for (const id of ['m2', 'm3']) await card(await open(id), number('Success'))
    expect(await adapter.orderStatus('m1')).toBeNull()
    expect(await (await get(first)).text()).toContain('Order not found')
    expect(await adapter.orderStatus('m3')).toMatchObject({ outcome: 'success' })
  })

  it('answers the status of an unknown or unpaid order as not found, and refuses a bad signature', async () => {
    const { adapter, api, open } = setup()
    expect(await adapter.orderStatus('never')).toBeNull()
    await open('u1')
    expect(await adapter.orderStatus('u1')).toBeNull()
    const forged = await api('api/api/v1/status', { order_id: 'u1' }, { merchant: keys.merchantId, secret: 'nope' })
    expect(forged.status).toBe(401)
    expect(await api('api/api/v1/status', {}).then((r) => r.status)).toBe(422)
  })

  it('refunds a paid order once, in full, and refuses the rest', async () => {
    const { open, card, adapter, sim, body, received } = setup()
    await card(await open('r1'), number('Success'))
    const refund = { providerOrderId: 'r1', amount: 1999, currency: 'USD' as const }
    expect(await adapter.refund({ ...refund, amount: 5000 })).toMatchObject({ ok: false, reason: expect.stringContaining('2.02') })
    expect(await adapter.refund(refund)).toEqual({ ok: true })
    expect(await adapter.refund(refund)).toMatchObject({ ok: false, reason: expect.stringContaining('0.03') })
    await sim.idle()
    expect(body(received.length - 1)).toMatchObject({
      order: { status: 'refunded', refunded_amount: 1999 },
      transaction: { operation: 'refund', status: 'success' },
    })
    expect(await adapter.refund({ ...refund, providerOrderId: 'never' })).toMatchObject({ ok: false })
    await card(await open('r2'), number('Decline 3.02: Insufficient funds'))
    expect(await adapter.refund({ ...refund, providerOrderId: 'r2' })).toMatchObject({ ok: false })
  })
})

describe('Solidgate adapter against the simulator over HTTP', () => {
  let server: Server
  let origin = ''
  const webhooks: { body: string; headers: Headers }[] = []

  beforeAll(async () => {
    // Assigned once the server has its port; the handler reads it at request time.
    // eslint-disable-next-line prefer-const
    let sim: ReturnType<typeof createSolidgateSimulator> | undefined
    server = createServer(async (req, res) => {
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      const body = Buffer.concat(chunks)
      const url = new URL(req.url!, origin)
      const headers = new Headers(req.headers as Record<string, string>)
      if (url.pathname === '/webhook') {
        webhooks.push({ body: body.toString(), headers })
        res.writeHead(200).end()
        return
      }
      const request = new Request(url, { method: req.method, headers, ...(body.length ? { body } : {}) })
      const response = await sim!.handle(request, url.pathname.replace('/dev/payments/solidgate/', ''))
      res.writeHead(response.status, Object.fromEntries(response.headers)).end(Buffer.from(await response.arrayBuffer()))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    sim = createSolidgateSimulator({ ...keys, webhookUrl: `${origin}/webhook`, merchantOrigins: [origin] })
  })

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('createCheckout → card form → signed webhook that readWebhook accepts with the right outcome and amount', async () => {
    const live = createSolidgateProvider({
      ...keys,
      apiUrl: `${origin}/dev/payments/solidgate/api`,
      paymentPageUrl: `${origin}/dev/payments/solidgate/page`,
      simulated: true,
    })
    const checkout = await live.createCheckout(
      order('h1', { amount: 4900, currency: 'EUR', successUrl: `${origin}/done`, failUrl: `${origin}/failed` }),
    )
    expect(checkout.redirectUrl.startsWith(`${origin}/dev/payments/solidgate/page/payment/`)).toBe(true)
    const page = await fetch(checkout.redirectUrl)
    expect(page.status).toBe(200)
    const action = /<form method="post" action="([^"]+)"/.exec(await page.text())![1]!
    const form = { card_number: number('Decline 3.02: Insufficient funds'), expiry: '12/30', cvv: '123', card_holder: 'Ann Lee' }
    const submitted = await fetch(new URL(action, origin), { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' })
    expect(submitted.status).toBe(303)
    expect(submitted.headers.get('location')).toBe(`${origin}/failed`)
    expect(webhooks).toHaveLength(1)
    const reading = await live.readWebhook({ rawBody: webhooks[0]!.body, headers: webhooks[0]!.headers })
    expect(reading).toMatchObject({
      ok: true,
      type: 'pay',
      report: { providerOrderId: 'h1', outcome: 'fail', amount: 4900, currency: 'EUR', errorCode: '3.02' },
    })
    expect(await live.orderStatus('h1')).toMatchObject({ outcome: 'fail', errorCode: '3.02' })
  })
})

describe('Solidgate simulator: saved cards and recurring charges', () => {
  const charge = (id: string, token: string, amount = 2999) => ({
    providerOrderId: id,
    amount,
    currency: 'USD' as const,
    description: 'Renewal',
    token,
    email: 'a@b.test',
    webhookUrl,
  })

  async function paid(s: ReturnType<typeof setup>, id: string, cardNumber = number('Success')) {
    await s.card(await s.open(id), cardNumber)
    const reading = readSolidgateWebhook({ rawBody: s.received.at(-1)!.body, headers: s.received.at(-1)!.headers }, keys)
    if (!reading.ok) throw new Error('webhook not readable')
    return reading.report
  }

  it('reports the saved card (token, last 4, brand) with an approved first payment', async () => {
    const s = setup()
    const report = await paid(s, 'r1')
    expect(report.savedCard).toEqual({ token: expect.stringMatching(/^[0-9a-f]{32}$/), last4: '0077', brand: 'VISA' })
    expect(report.cardLast4).toBe('0077')
  })

  it('keeps the card token to the signed webhook: the status answer never carries it', async () => {
    const s = setup()
    const { savedCard } = await paid(s, 'r9')
    const answer = await (await s.api('api/api/v1/status', { order_id: 'r9' })).text()
    expect(answer).toContain('400000******0077')
    expect(answer).not.toContain(savedCard!.token)
    expect(answer).not.toContain('card_token')
    expect(await s.adapter.orderStatus('r9')).not.toHaveProperty('savedCard')
  })

  it('charges a saved card once per order id and reports it by signed webhook', async () => {
    const s = setup()
    const { savedCard } = await paid(s, 'r2')
    expect(await s.adapter.charge(charge('r2-renew-1', savedCard!.token))).toEqual({ ok: true })
    const reading = readSolidgateWebhook({ rawBody: s.received.at(-1)!.body, headers: s.received.at(-1)!.headers }, keys)
    expect(reading.ok && reading.report).toMatchObject({ providerOrderId: 'r2-renew-1', outcome: 'success', amount: 2999, currency: 'USD' })
    expect(reading.ok && reading.type).toBe('recurring')
    const again = await s.adapter.charge(charge('r2-renew-1', savedCard!.token))
    expect(again).toMatchObject({ ok: false, errorCode: '5.06' })
  })

  it('charges through a second simulator on the same tables a card saved through the first (two processes, one database)', async () => {
    const tables = { orders: memoryTable<SimOrder>(100), guids: memoryTable<string>(100), tokens: memoryTable<SavedCard>(100) }
    const [first, second] = [setup({ tables }), setup({ tables })]
    const { savedCard } = await paid(first, 'r5')
    expect(await second.sim.setNextCharge(savedCard!.token, { outcome: 'decline', code: '3.02' })).toBe(true)
    expect(await second.adapter.charge(charge('r5-renew-1', savedCard!.token))).toEqual({ ok: true })
    expect(second.body(second.received.length - 1)).toMatchObject({ order: { status: 'auth_failed' } })
    await second.adapter.charge(charge('r5-renew-2', savedCard!.token))
    expect(second.body(second.received.length - 1)).toMatchObject({ order: { status: 'approved' } })
    expect(await first.adapter.charge(charge('r5-renew-2', savedCard!.token))).toMatchObject({ ok: false, errorCode: '5.06' })
  })

  it('declines when a test sets the next outcome, then charges again as the card says', async () => {
    const s = setup()
    const { savedCard } = await paid(s, 'r3')
    expect(await s.sim.setNextCharge(savedCard!.token, { outcome: 'decline', code: '3.02' })).toBe(true)
    await s.adapter.charge(charge('r3-renew-1', savedCard!.token))
    expect(s.body(s.received.length - 1)).toMatchObject({
      order: { status: 'auth_failed' },
      transaction: { status: 'fail', error: { code: '3.02' } },
    })
    await s.adapter.charge(charge('r3-renew-2', savedCard!.token))
    expect(s.body(s.received.length - 1)).toMatchObject({
      order: { status: 'approved' },
      transaction: { operation: 'recurring', status: 'success' },
    })
  })

  it('refuses an unknown token (7.01), a bad signature, amount or currency, and charges nothing', async () => {
    const s = setup()
    const { savedCard } = await paid(s, 'r4')
    const before = s.received.length
    expect(await s.adapter.charge(charge('r4-x', 'not-a-token'))).toMatchObject({ ok: false, errorCode: '7.01' })
    expect(await s.adapter.charge(charge('r4-y', savedCard!.token, 0))).toMatchObject({ ok: false, errorCode: '2.02' })
    expect(await s.adapter.charge({ ...charge('r4-z', savedCard!.token), currency: 'XXX' as 'USD' })).toMatchObject({
      ok: false,
      errorCode: '2.03',
    })
    const forged = await s.api(
      'api/api/v1/recurring',
      { order_id: 'r4-f', amount: 100, currency: 'USD', order_description: 'x', recurring_token: savedCard!.token },
      { merchant: keys.merchantId, secret: 'wrong' },
    )
    expect(forged.status).toBe(401)
    expect(s.received.length).toBe(before)
  })

  it('reports a refund as refunded', async () => {
    const s = setup()
    await paid(s, 'r5')
    expect(await s.adapter.refund({ providerOrderId: 'r5', amount: 1999, currency: 'USD' })).toEqual({ ok: true })
    await s.sim.idle()
    const reading = readSolidgateWebhook({ rawBody: s.received.at(-1)!.body, headers: s.received.at(-1)!.headers }, keys)
    expect(reading.ok && reading.report.refunded).toBe(true)
  })
})

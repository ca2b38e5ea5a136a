import '../../../../tests/support/simulator-protocol'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CheckoutRequest } from '../../../../app/payments/provider'
import { ecommpaySignature, verifyEcommpaySignature, type SignableParams } from '../../../../app/payments/server/signatures.server'
import { createEcommpayProvider, readEcommpayCallback, type EcommpayConfig } from '../../../../app/payments/ecommpay/adapter.server'
import { createEcommpaySimulator } from './simulator.server'
import { ecommpayTestCards } from './test-cards'
import { checkoutRequest, fetchInto, recordingFetch, simulatorNow } from '../shared/simulator-test-kit'

const keys = { projectId: 1000, secretKey: 'sim_secret' }
const base = 'http://sim.test/dev/payments/ecommpay/'
const config: EcommpayConfig = { ...keys, apiUrl: `${base}api`, paymentPageUrl: `${base}page`, simulated: true }
const now = simulatorNow
const order = (id: string, overrides: Partial<CheckoutRequest> = {}) =>
  checkoutRequest(id, 'http://site.test/api/payments/ecommpay/webhook', overrides)

/** A simulator whose callbacks land in `received` instead of going over the network. */
function setup(options: { maxPayments?: number } = {}) {
  const { received, fetch } = recordingFetch()
  const sim = createEcommpaySimulator({ ...keys, fetch, now, ...options })
  const adapter = createEcommpayProvider(config, fetchInto(sim, base))
  const get = (url: string) => sim.handle(new Request(url), url.slice(base.length).split('?')[0]!)
  const post = (path: string, form: Record<string, string>) =>
    sim.handle(new Request(base + path, { method: 'POST', body: new URLSearchParams(form) }), path)
  const card = (id: string, number: string, extra: Record<string, string> = {}) =>
    post('page/pay', {
      project_id: '1000',
      payment_id: id,
      card_number: number,
      expiry: '12/30',
      cvv: '123',
      card_holder: 'Ann Lee',
      ...extra,
    })
  async function open(id: string, overrides: Partial<CheckoutRequest> = {}) {
    const { redirectUrl } = await adapter.createCheckout(order(id, overrides))
    return get(redirectUrl)
  }
  return { sim, adapter, received, get, post, card, open }
}

const number = (label: string) => ecommpayTestCards.find((card) => card.label === label)!.number

describe('Ecommpay simulator: Payment Page refusals', () => {
  it('opens the card form, with the test card table, for a correctly signed request', async () => {
    const { open } = setup()
    const page = await open('p1')
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('name="card_number"')
    expect(html).toContain('$19.99')
    for (const card of ecommpayTestCards) expect(html).toContain(card.number)
    expect(html).not.toMatch(/<script/i)
  })

  it('refuses a bad signature, a missing parameter, another project, a bad amount or currency', async () => {
    const { adapter, get } = setup()
    const url = new URL((await adapter.createCheckout(order('p2'))).redirectUrl)
    const refusal = async (change: (params: URLSearchParams) => void, resign = true) => {
      const params = new URLSearchParams(url.search)
      change(params)
      if (resign) {
        params.delete('signature')
        params.set('signature', ecommpaySignature(Object.fromEntries(params), keys.secretKey))
      }
      const page = await get(`${url.origin}${url.pathname}?${params}`)
      return [page.status, /data-code="(\d+)"/.exec(await page.text())?.[1]]
    }
    expect(await refusal((p) => p.set('payment_amount', '1'), false)).toEqual([400, '1002'])
    expect(await refusal((p) => p.delete('signature'), false)).toEqual([400, '1002'])
    expect(await refusal((p) => p.delete('payment_currency'))).toEqual([400, '2004'])
    expect(await refusal((p) => p.set('project_id', '999'))).toEqual([400, '2442'])
    expect(await refusal((p) => p.set('payment_amount', '0'))).toEqual([400, '502'])
    expect(await refusal((p) => p.set('payment_amount', '-5'))).toEqual([400, '502'])
    expect(await refusal((p) => p.set('payment_currency', 'XYZ'))).toEqual([400, '502'])
    expect(await refusal(() => {})).toEqual([200, undefined])
  })

  it('refuses merchant URLs outside the allowed origins (even with its keys)', async () => {
    const sim = createEcommpaySimulator({ ...keys, merchantOrigins: ['http://site.test'], now })
    const adapter = createEcommpayProvider(config)
    const open = async (overrides: Partial<CheckoutRequest>) => {
      const url = (await adapter.createCheckout(order('o1', overrides))).redirectUrl
      return (await sim.handle(new Request(url), 'page/payment')).status
    }
    expect(await open({})).toBe(200)
    expect(await open({ successUrl: 'https://evil.test/' })).toBe(400)
    expect(await open({ webhookUrl: 'http://169.254.169.254/latest' })).toBe(400)
  })

  it('refuses a payment_id that was already paid', async () => {
    const { open, card } = setup()
    await open('p3')
    await card('p3', number('Success'))
    const again = await open('p3')
    expect(again.status).toBe(400)
    expect(await again.text()).toContain('3041')
  })
})

describe('Ecommpay simulator: outcomes', () => {
  it('charges a success card once, sends a signed callback, then sends the buyer to the success URL', async () => {
    const { open, card, received, sim } = setup()
    await open('s1')
    const [first, second] = await Promise.all([card('s1', number('Success')), card('s1', number('Success'))])
    expect(first.status).toBe(303)
    expect(first.headers.get('location')).toBe('http://site.test/payment?order=1')
    expect(second.headers.get('location')).toBe('http://site.test/payment?order=1')
    expect(received).toHaveLength(1)
    expect((await sim.payment('s1'))!.operations).toHaveLength(1)
    const body = JSON.parse(received[0]!.body)
    expect(received[0]!.url).toBe('http://site.test/api/payments/ecommpay/webhook')
    expect(verifyEcommpaySignature(body, keys.secretKey)).toBe(true)
    expect(body).toMatchObject({
      project_id: 1000,
      payment: { id: 's1', status: 'success', method: 'card', sum: { amount: 1999, currency: 'USD' } },
      operation: {
        type: 'sale',
        status: 'success',
        code: 0,
        sum_initial: { amount: 1999, currency: 'USD' },
        date: '2026-11-23T10:00:00+0000',
      },
    })
  })

  it.each([
    ['Decline: insufficient funds', 10105],
    ['Decline: card expired', 10106],
    ['Decline: do not honour', 10100],
  ])('%s: declines with code %s and sends the buyer to the fail URL', async (label, code) => {
    const { open, card, received } = setup()
    await open('d1')
    const response = await card('d1', number(label))
    expect(response.headers.get('location')).toBe('http://site.test/payment?order=1&failed=1')
    expect(JSON.parse(received[0]!.body)).toMatchObject({ payment: { status: 'decline' }, operation: { status: 'decline', code } })
  })

  it('keeps the form open with a message for a bad card number or a past expiry, charging nothing', async () => {
    const { open, card, received } = setup()
    await open('f1')
    const bad = await card('f1', '4000000000000078')
    expect(bad.status).toBe(422)
    expect(await bad.text()).toContain('not valid')
    const expired = await card('f1', number('Success'), { expiry: '01/20' })
    expect(await expired.text()).toContain('expired')
    expect(received).toHaveLength(0)
    expect((await card('f1', number('Success'))).status).toBe(303)
  })

  it('asks for 3-D Secure, then approves or fails it', async () => {
    const { open, card, post, received } = setup()
    await open('t1')
    const challenge = await card('t1', number('3-D Secure step, then approve or fail'))
    expect(await challenge.text()).toContain('Approve')
    expect(received).toHaveLength(0)
    const approved = await post('page/3ds', { project_id: '1000', payment_id: 't1', decision: 'approve' })
    expect(approved.headers.get('location')).toBe('http://site.test/payment?order=1')
    expect(JSON.parse(received[0]!.body)).toMatchObject({ payment: { status: 'success' } })

    await open('t2')
    await card('t2', number('3-D Secure step, then approve or fail'))
    const failed = await post('page/3ds', { project_id: '1000', payment_id: 't2', decision: 'fail' })
    expect(failed.headers.get('location')).toContain('failed=1')
    expect(JSON.parse(received[1]!.body)).toMatchObject({ payment: { status: 'decline' }, operation: { code: 10114 } })
  })

  it('holds a processing payment until the status is asked, then settles it and sends the callback', async () => {
    const { open, card, adapter, received, sim } = setup()
    await open('w1')
    await card('w1', number('Processing until the status is asked'))
    expect(received).toHaveLength(0)
    expect(await adapter.orderStatus('w1')).toMatchObject({ providerOrderId: 'w1', outcome: 'success', amount: 1999, currency: 'USD' })
    await sim.idle()
    expect(JSON.parse(received[0]!.body)).toMatchObject({ payment: { status: 'success' } })
  })
})

describe('Ecommpay simulator: Gate API', () => {
  it('keeps at most maxPayments payments, forgetting the oldest', async () => {
    const { adapter, card, open } = setup({ maxPayments: 2 })
    for (const id of ['m1', 'm2', 'm3']) {
      await open(id)
      await card(id, number('Success'))
    }
    expect(await adapter.orderStatus('m1')).toBeNull()
    expect(await adapter.orderStatus('m3')).toMatchObject({ outcome: 'success' })
  })

  it('answers the status of an unknown payment as not found, and refuses a bad signature', async () => {
    const { adapter, sim } = setup()
    expect(await adapter.orderStatus('never')).toBeNull()
    const forged: SignableParams = { general: { project_id: 1000, payment_id: 'never', signature: 'AAAA' } }
    const response = await sim.handle(
      new Request(`${base}api/v2/payment/status`, { method: 'POST', body: JSON.stringify(forged) }),
      'api/v2/payment/status',
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ status: 'error', message: 'Invalid signature' })
    const junk = await sim.handle(new Request(`${base}api/v2/payment/status`, { method: 'POST', body: '{' }), 'api/v2/payment/status')
    expect(await junk.json()).toMatchObject({ code: '2003' })
  })

  it('refunds a paid payment once, in full, and refuses the rest', async () => {
    const { open, card, adapter, sim, received } = setup()
    await open('r1')
    await card('r1', number('Success'))
    const refund = { providerOrderId: 'r1', amount: 1999, currency: 'USD' as const }
    expect(await adapter.refund({ ...refund, currency: 'EUR' })).toMatchObject({ ok: false })
    expect(await adapter.refund(refund)).toEqual({ ok: true })
    expect(await adapter.refund(refund)).toMatchObject({ ok: false })
    await sim.idle()
    expect(JSON.parse(received.at(-1)!.body)).toMatchObject({
      payment: { status: 'refunded' },
      operation: { type: 'refund', status: 'success' },
    })
    expect(await adapter.refund({ ...refund, providerOrderId: 'never' })).toMatchObject({ ok: false })
  })
})

describe('Ecommpay adapter against the simulator over HTTP', () => {
  let server: Server
  let origin = ''
  const callbacks: string[] = []
  let sim: ReturnType<typeof createEcommpaySimulator>

  beforeAll(async () => {
    sim = createEcommpaySimulator(keys)
    server = createServer(async (req, res) => {
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      const body = Buffer.concat(chunks)
      const url = new URL(req.url!, origin)
      if (url.pathname === '/webhook') {
        callbacks.push(body.toString())
        res.writeHead(200).end()
        return
      }
      const request = new Request(url, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        ...(body.length ? { body } : {}),
      })
      const response = await sim.handle(request, url.pathname.replace('/dev/payments/ecommpay/', ''))
      res.writeHead(response.status, Object.fromEntries(response.headers)).end(Buffer.from(await response.arrayBuffer()))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('createCheckout → card form → signed callback that readWebhook accepts with the right outcome and amount', async () => {
    const live = createEcommpayProvider({
      ...keys,
      apiUrl: `${origin}/dev/payments/ecommpay/api`,
      paymentPageUrl: `${origin}/dev/payments/ecommpay/page`,
      simulated: true,
    })
    const checkout = await live.createCheckout(
      order('h1', {
        amount: 4900,
        currency: 'EUR',
        webhookUrl: `${origin}/webhook`,
        successUrl: `${origin}/done`,
        failUrl: `${origin}/failed`,
      }),
    )
    const page = await fetch(checkout.redirectUrl)
    expect(page.status).toBe(200)
    const action = /<form method="post" action="([^"]+)"/.exec(await page.text())![1]!
    const form = {
      project_id: '1000',
      payment_id: 'h1',
      card_number: number('Decline: insufficient funds'),
      expiry: '12/30',
      cvv: '123',
      card_holder: 'Ann Lee',
    }
    const submitted = await fetch(new URL(action, origin), { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' })
    expect(submitted.status).toBe(303)
    expect(submitted.headers.get('location')).toBe(`${origin}/failed`)
    expect(callbacks).toHaveLength(1)
    const reading = await live.readWebhook({ rawBody: callbacks[0]!, headers: new Headers({ 'content-type': 'application/json' }) })
    expect(reading).toMatchObject({
      ok: true,
      type: 'sale',
      report: { providerOrderId: 'h1', outcome: 'fail', amount: 4900, currency: 'EUR', errorCode: '3.02' },
    })
    expect(await live.orderStatus('h1')).toMatchObject({ outcome: 'fail', errorCode: '3.02' })
  })
})

describe('Ecommpay simulator: saved cards (COF) and recurring charges', () => {
  const callbackUrl = 'http://site.test/api/payments/ecommpay/webhook'
  const charge = (id: string, token: string, amount = 2999) => ({
    providerOrderId: id,
    amount,
    currency: 'USD' as const,
    description: 'Renewal',
    token,
    email: 'a@b.test',
    webhookUrl: callbackUrl,
  })

  async function paid(s: ReturnType<typeof setup>, id: string) {
    await s.open(id)
    await s.card(id, number('Success'))
    const reading = readEcommpayCallback(s.received.at(-1)!.body, keys)
    if (!reading.ok) throw new Error('callback not readable')
    return reading.report
  }

  it('registers the card for later charges and reports its recurring id and last 4', async () => {
    const s = setup()
    const report = await paid(s, 'c1')
    expect(report.savedCard).toEqual({ token: expect.stringMatching(/^\d+$/), last4: '0077' })
    expect(report.cardLast4).toBe('0077')
  })

  it('keeps the recurring id to the signed callback: the status answer never carries it', async () => {
    const s = setup()
    await paid(s, 'c9')
    const status = await s.adapter.orderStatus('c9')
    expect(status).toMatchObject({ outcome: 'success', cardLast4: '0077' })
    expect(status).not.toHaveProperty('savedCard')
  })

  it('charges a saved card once per payment id and reports it by signed callback', async () => {
    const s = setup()
    const { savedCard } = await paid(s, 'c2')
    expect(await s.adapter.charge(charge('c2-renew-1', savedCard!.token))).toEqual({ ok: true })
    const reading = readEcommpayCallback(s.received.at(-1)!.body, keys)
    expect(reading.ok && reading.report).toMatchObject({ providerOrderId: 'c2-renew-1', outcome: 'success', amount: 2999, currency: 'USD' })
    expect(reading.ok && reading.type).toBe('recurring')
    expect(await s.adapter.charge(charge('c2-renew-1', savedCard!.token))).toMatchObject({ ok: false, errorCode: '3041' })
  })

  it('declines when a test sets the next outcome; refuses an unknown recurring id or a bad amount', async () => {
    const s = setup()
    const { savedCard } = await paid(s, 'c3')
    await s.sim.setNextCharge(savedCard!.token, { outcome: 'decline', code: '10105', message: 'Insufficient funds on card' })
    await s.adapter.charge(charge('c3-renew-1', savedCard!.token))
    const reading = readEcommpayCallback(s.received.at(-1)!.body, keys)
    expect(reading.ok && reading.report).toMatchObject({ outcome: 'fail', errorCode: '3.02' })
    const before = s.received.length
    expect(await s.adapter.charge(charge('c3-x', '999'))).toMatchObject({ ok: false, errorCode: '3221' })
    expect(await s.adapter.charge(charge('c3-y', savedCard!.token, -5))).toMatchObject({ ok: false })
    expect(s.received.length).toBe(before)
  })
})

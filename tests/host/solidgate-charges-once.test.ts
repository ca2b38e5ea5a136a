/**
 * Money is never lost or doubled, over real HTTP on the real host with the Solidgate simulator:
 * concurrent "Pay" submits open one checkout and charge once; a replayed webhook changes the order
 * once; tampered webhooks are refused (4xx), logged, and change nothing; a decline shows the
 * catalogue message and Try again pays the same order.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { solidgateSignature } from '../../app/payments/server/signatures.server'
import { createSolidgateProvider } from '../../app/payments/solidgate/adapter.server'
import { solidgateTime } from '../../dev/simulators/payments/solidgate/simulator-helpers'
import { solidgateTestCards } from '../../dev/simulators/payments/solidgate/test-cards'
import { simulatorKeys } from '../security/simulator-keys'
import { admin, type Doc, docs, form, orderOf, pay, pendingOrder, refusedReports, useAdmin } from '../security/checkout-support'
import { base, call, signUpStudent, staffToken } from '../security/support'

const webhookPath = '/api/payments/solidgate/webhook'
const keys = simulatorKeys.solidgate
const cardNumber = (label: string) => solidgateTestCards.find((card) => card.label === label)!.number

async function cardFormAction(checkoutUrl: string): Promise<string> {
  expect(checkoutUrl.startsWith(`${base}/dev/payments/solidgate/page/payment/`)).toBe(true)
  const page = await call(checkoutUrl.slice(base.length))
  expect(page.status).toBe(200)
  return /<form method="post" action="([^"]+)"/.exec(await page.text())![1]!
}

const card = (number: string) =>
  new URLSearchParams({ card_number: number, expiry: '12/39', cvv: '123', card_holder: 'Con Current' }).toString()

/** A card order webhook body for an attempt, as Solidgate sends it. */
function notification(orderId: string, amount: unknown, currency: unknown, changes: { txId?: string; date?: Date; status?: string } = {}) {
  const at = solidgateTime(changes.date ?? new Date())
  const tx = {
    id: changes.txId ?? 'tx-7001',
    operation: 'pay',
    status: changes.status === 'auth_failed' ? 'fail' : 'success',
    amount,
    currency,
    created_at: at,
    updated_at: at,
  }
  return {
    order: { order_id: orderId, status: changes.status ?? 'approved', amount, currency, created_at: at, updated_at: at },
    transaction: tx,
    transactions: { [tx.id]: tx },
  }
}

/** Posts a webhook: the raw text signed with the webhook keys unless told otherwise. */
function post(body: unknown, signer: { merchant?: string; secret?: string; signature?: string } = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  const merchant = signer.merchant ?? keys.webhookMerchantId
  const signature = signer.signature ?? solidgateSignature(merchant, text, signer.secret ?? keys.webhookSecretKey)
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (merchant) headers.merchant = merchant
  if (signature) headers.signature = signature
  return call(webhookPath, { method: 'POST', headers, body: text })
}

describe.skipIf(process.env.PAYMENT_SIMULATOR === 'false')('checkout with Solidgate: money is never lost or doubled', () => {
  beforeAll(async () => {
    useAdmin(await staffToken())
    await admin('globals/site-settings', { method: 'POST', json: { paymentSystem: 'solidgate' } })
  })

  it('50 concurrent Pay submits open one checkout; 50 concurrent card submits charge once; one subscription; the student becomes active', async () => {
    const student = await signUpStudent()
    const orderId = await pendingOrder(student)
    const answers = await Promise.all(Array.from({ length: 50 }, () => pay(orderId, student)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(303))
    const locations = new Set(answers.map((answer) => answer.headers.get('location')))
    expect(locations.size, 'every submit is sent to the same checkout').toBe(1)
    expect(await docs('payments', `where[order][equals]=${orderId}`)).toHaveLength(1)

    const action = await cardFormAction([...locations][0]!)
    const submits = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(action, { method: 'POST', browser: 'same-origin', headers: form, body: card(cardNumber('Success')) }),
      ),
    )
    expect(submits.every((submit) => submit.status === 303)).toBe(true)
    expect(new Set(submits.map((submit) => submit.headers.get('location')))).toEqual(
      new Set([`${base}/experiment/success-payment?order=${orderId}`]),
    )

    await expect.poll(async () => (await orderOf(orderId)).status, { timeout: 10_000 }).toBe('paid')
    expect((await docs('payments', `where[order][equals]=${orderId}`)).map((payment) => payment.status)).toEqual(['success'])
    expect((await docs('payment-events', `where[order][equals]=${orderId}`)).map((event) => event.result)).toEqual(['applied'])
    expect(await docs('subscriptions', `where[order][equals]=${orderId}`)).toHaveLength(1)
    expect((await admin<Doc>(`students/${student.id}?depth=0`)).status).toBe('active')
    expect((await pay(orderId, student)).status, 'a paid order cannot be paid again').toBe(410)
  })

  it('a webhook replayed 10 times (concurrently) changes the order once', async () => {
    const student = await signUpStudent()
    const orderId = await pendingOrder(student)
    expect((await pay(orderId, student)).status).toBe(303)
    const order = await orderOf(orderId)
    const body = JSON.stringify(notification(String(order.providerOrderId), order.priceCents, order.currency, { txId: `tx-${orderId}` }))
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(body)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))

    expect((await orderOf(orderId)).status).toBe('paid')
    const events = await docs('payment-events', `where[order][equals]=${orderId}`)
    expect(events.filter((event) => event.result === 'applied')).toHaveLength(1)
    expect(events.filter((event) => event.result === 'duplicate')).toHaveLength(9)
    expect(await docs('subscriptions', `where[order][equals]=${orderId}`)).toHaveLength(1)
  })

  it('20 tampered webhooks are refused with 4xx, logged, and change nothing', async () => {
    const student = await signUpStudent()
    const orderId = await pendingOrder(student)
    expect((await pay(orderId, student)).status).toBe(303)
    const order = await orderOf(orderId)
    const id = String(order.providerOrderId)
    const amount = Number(order.priceCents)
    const currency = String(order.currency)
    const good = notification(id, amount, currency)
    const text = JSON.stringify(good)
    const day = 24 * 3600_000
    const tampered: [string, () => Promise<Response>, number][] = [
      [
        'amount changed after signing',
        () =>
          post(text.replace(`"amount":${amount}`, `"amount":${amount + 1}`), {
            signature: solidgateSignature(keys.webhookMerchantId, text, keys.webhookSecretKey),
          }),
        401,
      ],
      ['signed with another secret', () => post(good, { secret: 'not-the-key' }), 401],
      ['signed with the API key pair', () => post(good, { merchant: keys.merchantId, secret: keys.secretKey }), 401],
      ['merchant header of someone else', () => post(good, { merchant: 'wh_pk_someone_else' }), 401],
      ['merchant header missing', () => post(good, { merchant: '' }), 401],
      ['signature empty', () => post(good, { signature: '' }), 401],
      ['signature garbage', () => post(good, { signature: 'AAAA' }), 401],
      ['body truncated, signed', () => post(text.slice(0, text.length - 20)), 400],
      ['body not JSON, signed', () => post('order=approved'), 400],
      ['body an array, signed', () => post('[]'), 400],
      ['order without a status, signed', () => post({ ...good, order: { ...good.order, status: undefined } }), 400],
      ['smaller amount, signed', () => post(notification(id, amount - 1, currency)), 422],
      ['larger amount, signed', () => post(notification(id, amount * 10, currency)), 422],
      ['zero amount, signed', () => post(notification(id, 0, currency)), 422],
      ['other currency, signed', () => post(notification(id, amount, currency === 'EUR' ? 'USD' : 'EUR')), 422],
      ['amount as text, signed', () => post(notification(id, `${amount}.00`, currency)), 422],
      ['unknown order, signed', () => post(notification(`${id}9999`, amount, currency)), 404],
      ['an order of another attempt, signed', () => post(notification(`${orderId}-77`, amount, currency)), 404],
      ['stale by 30 days, signed', () => post(notification(id, amount, currency, { date: new Date(Date.now() - 30 * day) })), 422],
      ['dated next week, signed', () => post(notification(id, amount, currency, { date: new Date(Date.now() + 7 * day) })), 422],
    ]
    expect(tampered).toHaveLength(20)
    const before = await refusedReports()
    for (const [name, send, status] of tampered) expect((await send()).status, name).toBe(status)
    expect((await orderOf(orderId)).status).toBe('processing')
    expect(await docs('subscriptions', `where[order][equals]=${orderId}`)).toHaveLength(0)
    expect((await docs('payments', `where[order][equals]=${orderId}`)).map((payment) => payment.status)).toEqual(['processing'])
    expect((await refusedReports()) - before).toBe(20)

    expect((await post(good)).status, 'the untampered webhook still applies').toBe(200)
    expect((await orderOf(orderId)).status).toBe('paid')
  })

  it('nobody can register the buyer’s provider order id first: the ids are not guessable and Pay still opens a checkout', async () => {
    const student = await signUpStudent()
    const orderId = await pendingOrder(student)
    const prefix = '/dev/payments/solidgate'
    const attacker = createSolidgateProvider({
      ...keys,
      apiUrl: `${base}${prefix}/api`,
      paymentPageUrl: `${base}${prefix}/page`,
      simulated: true,
    })
    for (const guess of [`${orderId}-1`, `${orderId}-2`, `${orderId}`]) {
      await attacker.createCheckout({
        providerOrderId: guess,
        amount: 100,
        currency: 'USD',
        productId: 'plan',
        description: 'squatting',
        successUrl: `${base}/`,
        failUrl: `${base}/`,
        webhookUrl: `${base}${webhookPath}`,
      })
    }
    const toProvider = await pay(orderId, student)
    expect(toProvider.status).toBe(303)
    const providerOrderId = String((await orderOf(orderId)).providerOrderId)
    expect(providerOrderId).toMatch(new RegExp(`^${orderId}-1-[0-9a-f]{20}$`))
    const action = await cardFormAction(toProvider.headers.get('location')!)
    await call(action, { method: 'POST', browser: 'same-origin', headers: form, body: card(cardNumber('Success')) })
    await expect.poll(async () => (await orderOf(orderId)).status).toBe('paid')
  })

  it('a declined card fails the order with the catalogue message; Try again on the same order succeeds', async () => {
    const student = await signUpStudent()
    const orderId = await pendingOrder(student)
    const action = await cardFormAction((await pay(orderId, student)).headers.get('location')!)
    const back = await call(action, {
      method: 'POST',
      browser: 'same-origin',
      headers: form,
      body: card(cardNumber('Decline 3.02: Insufficient funds')),
    })
    expect(back.headers.get('location')).toBe(`${base}/experiment/fail-payment?order=${orderId}`)
    await expect.poll(async () => (await orderOf(orderId)).status).toBe('failed')
    expect((await orderOf(orderId)).failureCode).toBe('3.02')
    const failHtml = await (
      await call(`/experiment/fail-payment?order=${orderId}`, { cookie: student.cookie, browser: 'same-origin' })
    ).text()
    expect(failHtml.match(/<main[\s\S]*<\/main>/)?.[0]).toContain(
      'There are not enough funds on your card. Please top it up or use another card.',
    )

    const retry = await call(`/experiment/fail-payment?order=${orderId}`, {
      method: 'POST',
      cookie: student.cookie,
      browser: 'same-origin',
      headers: form,
      body: '',
    })
    expect(retry.status).toBe(303)
    expect((await orderOf(orderId)).providerOrderId).toMatch(new RegExp(`^${orderId}-2-[0-9a-f]{20}$`))
    const action2 = await cardFormAction(retry.headers.get('location')!)
    await call(action2, { method: 'POST', browser: 'same-origin', headers: form, body: card(cardNumber('Success')) })
    await expect.poll(async () => (await orderOf(orderId)).status).toBe('paid')
    expect((await docs('payments', `where[order][equals]=${orderId}`)).map((payment) => payment.status).sort()).toEqual(['fail', 'success'])
  })
})

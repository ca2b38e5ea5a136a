/**
 * Money is never lost or doubled, over real HTTP on the real host with the Ecommpay simulator:
 * concurrent "Pay" submits open one checkout and charge once; a replayed callback changes the
 * order once; tampered callbacks are refused (4xx), logged, and change nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { ecommpaySignature, type SignableParams } from '../../app/payments/server/signatures.server'
import { simulatorKeys } from '../security/simulator-keys'
import {
  admin,
  callback,
  type Doc,
  docs,
  form,
  orderOf,
  pay,
  pendingOrder,
  post,
  refusedReports,
  useAdmin,
} from '../security/checkout-support'
import { base, call, signUpStudent, staffToken } from '../security/support'

describe.skipIf(process.env.PAYMENT_SIMULATOR === 'false')('checkout with Ecommpay: money is never lost or doubled', () => {
  beforeAll(async () => {
    useAdmin(await staffToken())
    await admin('globals/site-settings', { method: 'POST', json: { paymentSystem: 'ecommpay' } })
  })

  it('50 concurrent Pay submits open one checkout; 50 concurrent card submits charge once; one subscription; the student becomes active', async () => {
    const student = await signUpStudent()
    const orderId = await pendingOrder(student)
    const answers = await Promise.all(Array.from({ length: 50 }, () => pay(orderId, student)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(303))
    const locations = new Set(answers.map((answer) => answer.headers.get('location')))
    expect(locations.size, 'every submit is sent to the same checkout').toBe(1)
    expect(await docs('payments', `where[order][equals]=${orderId}`)).toHaveLength(1)

    const page = await call([...locations][0]!.slice(base.length))
    expect(page.status).toBe(200)
    const action = /<form method="post" action="([^"]+)"/.exec(await page.text())![1]!
    const order = await orderOf(orderId)
    const card = {
      project_id: '1000',
      payment_id: String(order.providerOrderId),
      card_number: '4000000000000077',
      expiry: '12/39',
      cvv: '123',
      card_holder: 'Con Current',
    }
    const submits = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(action, { method: 'POST', browser: 'same-origin', headers: form, body: new URLSearchParams(card).toString() }),
      ),
    )
    expect(submits.every((submit) => submit.status === 303)).toBe(true)

    await expect.poll(async () => (await orderOf(orderId)).status, { timeout: 10_000 }).toBe('paid')
    const payments = await docs('payments', `where[order][equals]=${orderId}`)
    expect(payments.map((payment) => payment.status)).toEqual(['success'])
    expect(await docs('subscriptions', `where[order][equals]=${orderId}`)).toHaveLength(1)
    expect((await admin<Doc>(`students/${student.id}?depth=0`)).status).toBe('active')
    expect((await pay(orderId, student)).status, 'a paid order cannot be paid again').toBe(410)
  })

  it('a callback replayed 10 times (concurrently) changes the order once', async () => {
    const student = await signUpStudent()
    const orderId = await pendingOrder(student)
    expect((await pay(orderId, student)).status).toBe(303)
    const order = await orderOf(orderId)
    const body = callback(String(order.providerOrderId), Number(order.priceCents), String(order.currency), { operationId: 9100 + orderId })
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(body)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))

    expect((await orderOf(orderId)).status).toBe('paid')
    const events = await docs('payment-events', `where[order][equals]=${orderId}`)
    expect(events.filter((event) => event.result === 'applied')).toHaveLength(1)
    expect(events.filter((event) => event.result === 'duplicate')).toHaveLength(9)
    expect(await docs('subscriptions', `where[order][equals]=${orderId}`)).toHaveLength(1)
    expect((await docs('payments', `where[order][equals]=${orderId}`)).map((payment) => payment.status)).toEqual(['success'])
  })

  it('20 tampered callbacks are refused with 4xx, logged, and change nothing', async () => {
    const student = await signUpStudent()
    const orderId = await pendingOrder(student)
    expect((await pay(orderId, student)).status).toBe(303)
    const order = await orderOf(orderId)
    const id = String(order.providerOrderId)
    const amount = Number(order.priceCents)
    const currency = String(order.currency)
    const good = callback(id, amount, currency)
    const resigned = (mutate: (body: SignableParams) => void) => {
      const { signature: _ignored, ...body } = structuredClone(good) as SignableParams
      mutate(body)
      return { ...body, signature: ecommpaySignature(body, simulatorKeys.ecommpay.secretKey) }
    }
    const text = JSON.stringify(good)
    const tampered: [string, unknown, number][] = [
      ['amount changed after signing', { ...good, payment: { ...(good.payment as object), sum: { amount: amount + 1, currency } } }, 401],
      [
        'signature of another key',
        { ...good, signature: ecommpaySignature(callback(id, amount, currency) as SignableParams, 'not-the-key') },
        401,
      ],
      ['signature missing', { ...good, signature: undefined }, 401],
      ['signature empty', { ...good, signature: '' }, 401],
      ['signature garbage', { ...good, signature: 'AAAA' }, 401],
      ['body truncated', text.slice(0, text.length - 20), 400],
      ['body not JSON', 'payment=success', 400],
      ['body empty', '', 400],
      ['body an array', '[]', 400],
      ['another project', resigned((body) => void (body.project_id = 999)), 400],
      ['smaller amount, signed', resigned((body) => void ((body.payment as SignableParams).sum = { amount: amount - 1, currency })), 422],
      ['larger amount, signed', resigned((body) => void ((body.payment as SignableParams).sum = { amount: amount * 10, currency })), 422],
      ['zero amount, signed', resigned((body) => void ((body.payment as SignableParams).sum = { amount: 0, currency })), 422],
      [
        'other currency, signed',
        resigned((body) => void ((body.payment as SignableParams).sum = { amount, currency: currency === 'EUR' ? 'USD' : 'EUR' })),
        422,
      ],
      ['unknown order, signed', callback(`${id}9999`, amount, currency), 404],
      ['an order of another attempt, signed', callback(`${orderId}-77`, amount, currency), 404],
      ['stale by 30 days, signed', callback(id, amount, currency, { date: new Date(Date.now() - 30 * 24 * 3600_000) }), 422],
      ['stale by 4 days, signed', callback(id, amount, currency, { date: new Date(Date.now() - 4 * 24 * 3600_000) }), 422],
      ['dated next week, signed', callback(id, amount, currency, { date: new Date(Date.now() + 7 * 24 * 3600_000) }), 422],
      [
        'amount as text, signed',
        resigned((body) => void ((body.payment as SignableParams).sum = { amount: `${amount}.00`, currency })),
        422,
      ],
    ]
    expect(tampered).toHaveLength(20)
    const before = await refusedReports()
    for (const [name, body, status] of tampered) {
      const answer = await post(body)
      expect(answer.status, name).toBe(status)
    }
    const after = await orderOf(orderId)
    expect(after.status).toBe('processing')
    expect(await docs('subscriptions', `where[order][equals]=${orderId}`)).toHaveLength(0)
    expect((await docs('payments', `where[order][equals]=${orderId}`)).map((payment) => payment.status)).toEqual(['processing'])
    expect((await refusedReports()) - before).toBe(20)

    expect((await post(good)).status, 'the untampered callback still applies').toBe(200)
    expect((await orderOf(orderId)).status).toBe('paid')
  })

  it('a declined card fails the order with the catalogue message; Try again on the same order succeeds', async () => {
    const student = await signUpStudent()
    const orderId = await pendingOrder(student)
    const first = await pay(orderId, student)
    const action = /<form method="post" action="([^"]+)"/.exec(
      await (await call(first.headers.get('location')!.slice(base.length))).text(),
    )![1]!
    const attempt1 = String((await orderOf(orderId)).providerOrderId)
    const declined = {
      project_id: '1000',
      payment_id: attempt1,
      card_number: '4000000000009995',
      expiry: '12/39',
      cvv: '123',
      card_holder: 'Dee Clined',
    }
    const back = await call(action, {
      method: 'POST',
      browser: 'same-origin',
      headers: form,
      body: new URLSearchParams(declined).toString(),
    })
    expect(back.headers.get('location')).toBe(`${base}/experiment/fail-payment?order=${orderId}`)
    await expect.poll(async () => (await orderOf(orderId)).status).toBe('failed')
    const failPage = await call(`/experiment/fail-payment?order=${orderId}`, { cookie: student.cookie, browser: 'same-origin' })
    const failHtml = await failPage.text()
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
    const attempt2 = String((await orderOf(orderId)).providerOrderId)
    expect(attempt2).toMatch(new RegExp(`^${orderId}-2-[0-9a-f]{20}$`))
    const approved = { ...declined, payment_id: attempt2, card_number: '4000000000000077' }
    const action2 = /<form method="post" action="([^"]+)"/.exec(
      await (await call(retry.headers.get('location')!.slice(base.length))).text(),
    )![1]!
    await call(action2, { method: 'POST', browser: 'same-origin', headers: form, body: new URLSearchParams(approved).toString() })
    await expect.poll(async () => (await orderOf(orderId)).status).toBe('paid')
    expect((await docs('payments', `where[order][equals]=${orderId}`)).map((payment) => payment.status).sort()).toEqual(['fail', 'success'])

    // A late report for the first attempt still finds its order, and cannot pay it twice.
    const late = await post(
      callback(attempt1, Number((await orderOf(orderId)).priceCents), String((await orderOf(orderId)).currency), {
        operationId: 9900 + orderId,
      }),
    )
    expect(late.status).toBe(200)
    expect((await orderOf(orderId)).providerOrderId).toBe(attempt2)
    expect(await docs('subscriptions', `where[order][equals]=${orderId}`)).toHaveLength(1)
  })

  it('another browser cannot open or pay someone else’s order', async () => {
    const owner = await signUpStudent()
    const stranger = await signUpStudent()
    const orderId = await pendingOrder(owner)
    expect((await call(`/payment?order=${orderId}`, { cookie: stranger.cookie })).status).toBe(404)
    expect((await call(`/payment?order=${orderId}`)).status).toBe(404)
    expect((await pay(orderId, stranger)).status).toBe(404)
    expect((await call('/payment?order=abc')).status).toBe(404)
    expect((await call('/payment')).status).toBe(404)
    expect((await orderOf(orderId)).status).toBe('pending')
  })
})

/**
 * Renewals over the real HTTP stack: a student pays on the Ecommpay simulator's page (so a card is
 * saved), then /dev/payments/renewals moves time forward to each renewal. A failed renewal puts the
 * subscription in redemption (access kept), a later success makes it active again and extends it
 * once; replayed or tampered renewal callbacks change nothing; a refund ends the subscription.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { ecommpaySignature, type SignableParams } from '../../app/payments/server/signatures.server'
import { simulatorKeys } from '../security/simulator-keys'
import { admin, buyWithCard, docs, form, post, useAdmin, type Doc } from '../security/checkout-support'
import { bodyOf, call, signUpStudent, staffToken, type TestStudent } from '../security/support'

const day = 24 * 60 * 60 * 1000

const renew = async (email: string, outcome?: 'success' | 'decline') =>
  call('/dev/payments/renewals', {
    method: 'POST',
    token: await staffToken(),
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, ...(outcome ? { outcome } : {}) }),
  })

const subscriptionOf = async (orderId: number) => (await docs('subscriptions', `where[order][equals]=${orderId}`))[0]!
const studentStatus = async (student: TestStudent) => (await admin<Doc>(`students/${student.id}?depth=0`)).status
/** The callbacks the site applied for a renewal attempt of this subscription, oldest first. */
const renewalEvents = async (subscriptionId: number) =>
  (await docs('payment-events', `where[result][equals]=applied&sort=createdAt`)).filter((event) =>
    JSON.stringify(event.body).includes(`"id":"s${subscriptionId}-`),
  )

describe.skipIf(process.env.PAYMENT_SIMULATOR === 'false')('renewals: redemption, recovery, replays, refunds', () => {
  let alice: TestStudent
  let orderId: number

  beforeAll(async () => {
    useAdmin(await staffToken())
    await admin('globals/site-settings', { method: 'POST', json: { paymentSystem: 'ecommpay' } })
    alice = await signUpStudent()
    orderId = await buyWithCard(alice)
  })

  it('saves the card with the first payment and shows its last 4 digits in the history', async () => {
    const subscription = await subscriptionOf(orderId)
    expect(subscription).toMatchObject({ status: 'active', paymentMethod: expect.any(Number) })
    const history = (await bodyOf(await call('/api/payments/history', { token: alice.token }))) as {
      transactions: { cardLast4: string | null }[]
    }
    expect(history.transactions[0]!.cardLast4).toBe('0077')
    // The token itself is never readable, not even by staff.
    const card = await admin<Doc>(`payment-methods/${subscription.paymentMethod}?depth=0`)
    expect(card).toMatchObject({ last4: '0077' })
    expect(card.token).toBeUndefined()
  })

  it('a failed renewal puts the subscription in redemption; the student keeps access; a replay changes nothing', async () => {
    const before = await subscriptionOf(orderId)
    const failed = await renew(alice.email, 'decline')
    expect(failed.status).toBe(200)
    expect(await bodyOf(failed)).toMatchObject({ result: 'charged', status: 'redemption' })
    const after = await subscriptionOf(orderId)
    expect(after).toMatchObject({ status: 'redemption', renewalAttempts: 1, endDate: before.endDate })
    expect(new Date(String(after.nextRetryAt)).getTime()).toBeGreaterThan(Date.now() + day - 60_000)
    expect(await studentStatus(alice)).toBe('redemption')

    const [event] = await renewalEvents(before.id)
    const replay = await post(event!.body)
    expect(replay.status).toBe(200)
    expect(await bodyOf(replay)).toMatchObject({ result: 'duplicate' })
    expect(await subscriptionOf(orderId)).toMatchObject({ status: 'redemption', renewalAttempts: 1 })
  })

  it('a later successful retry makes it active again and extends it by one period, once', async () => {
    const before = await subscriptionOf(orderId)
    const renewed = await renew(alice.email, 'success')
    expect(await bodyOf(renewed)).toMatchObject({ result: 'charged', status: 'active' })
    const after = await subscriptionOf(orderId)
    expect(after).toMatchObject({ status: 'active', renewalAttempts: 0, nextRetryAt: null })
    expect(new Date(String(after.endDate)).getTime() - new Date(String(before.endDate)).getTime()).toBe(28 * day)
    expect(await studentStatus(alice)).toBe('active')

    const events = await renewalEvents(before.id)
    const replay = await post(events.at(-1)!.body)
    expect(await bodyOf(replay)).toMatchObject({ result: 'duplicate' })
    expect((await subscriptionOf(orderId)).endDate).toBe(after.endDate)
  })

  it('refuses a renewal callback whose amount was changed, or whose signature is wrong', async () => {
    const subscription = await subscriptionOf(orderId)
    const events = await renewalEvents(subscription.id)
    const original = events.at(-1)!.body as SignableParams & { payment: { sum: { amount: number } }; operation: { id: number } }
    const { signature: _signature, ...unsigned } = original
    const cheaper = {
      ...unsigned,
      payment: { ...original.payment, sum: { ...original.payment.sum, amount: 1 } },
      operation: { ...original.operation, id: 99_999 },
    }
    const resigned = { ...cheaper, signature: ecommpaySignature(cheaper as SignableParams, simulatorKeys.ecommpay.secretKey) }
    expect((await post(resigned)).status).toBe(422)
    expect((await post({ ...cheaper, signature: original.signature })).status).toBe(401)
    expect((await subscriptionOf(orderId)).endDate).toBe(subscription.endDate)
  })

  it('a refund of the renewal ends the subscription now and the history lists it', async () => {
    const subscription = await subscriptionOf(orderId)
    const renewal = (
      await docs('payments', `where[subscription][equals]=${subscription.id}&where[status][equals]=success&sort=-createdAt`)
    )[0]!
    const body: SignableParams = {
      general: { project_id: simulatorKeys.ecommpay.projectId, payment_id: String(renewal.providerOrderId) },
      payment: { amount: Number(renewal.amountCents), currency: String(renewal.currency), description: 'Refund' },
    }
    ;(body.general as SignableParams).signature = ecommpaySignature(body, simulatorKeys.ecommpay.secretKey)
    const refund = await call('/dev/payments/ecommpay/api/v2/payment/card/refund', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(refund.status).toBe(200)
    await expect.poll(async () => (await subscriptionOf(orderId)).status).toBe('expired')
    expect(await studentStatus(alice)).toBe('other')
    const history = (await bodyOf(await call('/api/payments/history', { token: alice.token }))) as {
      transactions: { description: string }[]
    }
    expect(history.transactions.some((transaction) => transaction.description.endsWith('refund'))).toBe(true)
  })

  it('once it has ended, /subscriptions/renew offers the renew funnel’s plans and opens a new order', async () => {
    const page = await call('/subscriptions/renew', { cookie: alice.cookie, browser: 'same-origin' })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Renew your access and keep growing')
    const yearly = (await docs('plans', 'where[set][equals]=months-1-3-12&sort=order'))[2]!
    // The renew funnel preselects its third plan (its own setting; the default index 1 does not apply).
    expect(html).toMatch(new RegExp(`value="${yearly.planId}"[^>]*checked|checked[^>]*value="${yearly.planId}"`))
    const renewPlan = (await docs('plans', 'where[set][equals]=months-1-3-12&sort=order'))[0]!
    const chosen = await call('/subscriptions/renew', {
      method: 'POST',
      cookie: alice.cookie,
      browser: 'same-origin',
      headers: form,
      body: new URLSearchParams({ planId: String(renewPlan.planId) }).toString(),
    })
    expect(chosen.status).toBe(303)
    const orderId = Number(/order=(\d+)/.exec(chosen.headers.get('location') ?? '')![1])
    expect(await admin<Doc>(`orders/${orderId}?depth=0`)).toMatchObject({ planId: renewPlan.planId, student: alice.id, status: 'pending' })
    const notOffered = await call('/subscriptions/renew', {
      method: 'POST',
      cookie: alice.cookie,
      browser: 'same-origin',
      headers: form,
      body: 'planId=fc1b87e0-299f-45fe-bf5e-9319b7493d2c',
    })
    expect(notOffered.status).toBe(400)
    expect((await call('/subscriptions/renew', { browser: 'same-origin' })).status).toBe(302)
  })

  it('a student cannot run someone else’s renewal through the site’s API', async () => {
    const bob = await signUpStudent()
    expect(await call('/api/payments/subscriptions', { token: bob.token }).then(bodyOf)).toMatchObject({ subscriptions: [] })
    const restSubs = (await bodyOf(await call('/cms/api/subscriptions?depth=0', { token: bob.token }))) as { docs: unknown[] }
    expect(restSubs.docs).toEqual([])
    const restCards = await call('/cms/api/payment-methods?depth=0', { token: bob.token })
    expect(restCards.status).toBe(403)
  })
})

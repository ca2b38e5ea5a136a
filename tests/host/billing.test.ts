/**
 * Billing over real HTTP: a student sees and cancels only their own subscriptions and payments,
 * through the product API and Payload's REST API alike; cancelling keeps access to the end date.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { admin, callback, docs, orderOf, pay, pendingOrder, post, useAdmin } from '../security/checkout-support'
import { bodyOf, call, signUpStudent, staffToken, type TestStudent } from '../security/support'

type Subscription = { subscriptionId: number; status: string; endDate: string; planName: string }

/** A student with one paid order (a signed Ecommpay callback settles it). */
async function payingStudent(): Promise<TestStudent & { orderId: number }> {
  const student = await signUpStudent()
  const orderId = await pendingOrder(student)
  expect((await pay(orderId, student)).status).toBe(303)
  const order = await orderOf(orderId)
  expect(
    (
      await post(
        callback(String(order.providerOrderId), Number(order.priceCents), String(order.currency), { operationId: 50_000 + orderId }),
      )
    ).status,
  ).toBe(200)
  return { ...student, orderId }
}

const api = (path: string, student: TestStudent, init: { method?: string } = {}) => call(path, { token: student.token, ...init })

describe.skipIf(process.env.PAYMENT_SIMULATOR === 'false')('billing: subscriptions and payment history', () => {
  let alice: TestStudent & { orderId: number }
  let bob: TestStudent & { orderId: number }

  beforeAll(async () => {
    useAdmin(await staffToken())
    await admin('globals/site-settings', { method: 'POST', json: { paymentSystem: 'ecommpay' } })
    alice = await payingStudent()
    bob = await payingStudent()
  })

  it('lists only the student’s own subscriptions and payments', async () => {
    const subscriptions = (await bodyOf(await api('/api/payments/subscriptions', alice))) as { subscriptions: Subscription[] }
    expect(subscriptions.subscriptions).toHaveLength(1)
    expect(subscriptions.subscriptions[0]).toMatchObject({ status: 'active', platform: { code: 'web' } })
    const history = (await bodyOf(await api('/api/payments/history', alice))) as { transactions: { id: number; status: string }[] }
    expect(history.transactions.map((transaction) => transaction.status)).toEqual(['success'])

    const bobs = (await bodyOf(await api('/api/payments/history', bob))) as { transactions: { id: number }[] }
    expect(bobs.transactions.map((transaction) => transaction.id)).not.toContain(history.transactions[0]!.id)
    const restPayments = (await bodyOf(await call('/cms/api/payments?depth=0&limit=100', { token: bob.token }))) as {
      docs: { student: number }[]
    }
    expect(restPayments.docs.every((doc) => doc.student === bob.id)).toBe(true)
    const detail = await call(`/profile/settings/billing-history/details/${history.transactions[0]!.id}`, {
      cookie: bob.cookie,
      browser: 'same-origin',
    })
    expect(detail.status).toBe(404)
  })

  it('refuses to cancel someone else’s subscription, and anonymous calls', async () => {
    const [bobsSubscription] = ((await bodyOf(await api('/api/payments/subscriptions', bob))) as { subscriptions: Subscription[] })
      .subscriptions
    const forged = await api(`/api/payments/subscription/cancel?sub_id=${bobsSubscription!.subscriptionId}`, alice, { method: 'POST' })
    expect(forged.status).toBe(404)
    expect((await call(`/api/payments/subscription/cancel?sub_id=${bobsSubscription!.subscriptionId}`, { method: 'POST' })).status).toBe(
      401,
    )
    expect((await call('/api/payments/subscriptions')).status).toBe(401)
    expect((await api('/api/payments/subscription/cancel?sub_id=abc', alice, { method: 'POST' })).status).toBe(400)
    const still = ((await bodyOf(await api('/api/payments/subscriptions', bob))) as { subscriptions: Subscription[] }).subscriptions
    expect(still[0]!.status).toBe('active')
  })

  it('refuses the cancellation flow’s page and forms on someone else’s subscription', async () => {
    const [bobsSubscription] = ((await bodyOf(await api('/api/payments/subscriptions', bob))) as { subscriptions: Subscription[] })
      .subscriptions
    const page = '/profile/settings/subscriptions/cancel'
    const asAlice = { cookie: alice.cookie, browser: 'same-origin' as const }
    const id = String(bobsSubscription!.subscriptionId)
    expect((await call(`${page}?subscription=${id}`, asAlice)).status).toBe(404)
    const forms: Record<string, string>[] = [
      { intent: 'start', subscription: id },
      { intent: 'cancel', subscription: id, taps: '' },
    ]
    for (const fields of forms) {
      const forged = await call(page, { ...asAlice, method: 'POST', body: new URLSearchParams(fields) })
      expect(forged.status, fields.intent).toBe(404)
    }
    expect(
      (await call(page, { method: 'POST', body: new URLSearchParams({ intent: 'start', subscription: id }), browser: 'same-origin' }))
        .status,
    ).toBe(302)
    const still = ((await bodyOf(await api('/api/payments/subscriptions', bob))) as { subscriptions: Subscription[] }).subscriptions
    expect(still[0]!.status).toBe('active')
  })

  it('counts a cancellation from the Cancel tap, also when the student leaves at the first question', async () => {
    const [subscription] = ((await bodyOf(await api('/api/payments/subscriptions', alice))) as { subscriptions: Subscription[] })
      .subscriptions
    const where = `where[subscription][equals]=${subscription!.subscriptionId}`
    const before = await docs('cancellation-attempts', where)
    // Posted as the Subscriptions page's form does: to the flow's address, which names the subscription.
    const started = await call(`/profile/settings/subscriptions/cancel?subscription=${subscription!.subscriptionId}`, {
      cookie: alice.cookie,
      browser: 'same-origin',
      method: 'POST',
      body: new URLSearchParams({ intent: 'start', subscription: String(subscription!.subscriptionId) }),
    })
    expect(started.status).toBe(200)
    const attempts = await docs('cancellation-attempts', where)
    expect(attempts).toHaveLength(before.length + 1)
    const attempt = attempts.find((one) => !before.some((old) => old.id === one.id))!
    expect(attempt).toMatchObject({ outcome: 'abandoned', endedAt: null, student: alice.id })
    // The flow's forms carry it, so its offer or Cancel anyway ends this attempt rather than starting another.
    expect(await started.text()).toContain(`name="attempt" value="${attempt.id}"`)
  })

  it('an answer in the flow redirects to its outcome, which a reload shows again without answering twice', async () => {
    const [subscription] = ((await bodyOf(await api('/api/payments/subscriptions', bob))) as { subscriptions: Subscription[] })
      .subscriptions
    const id = String(subscription!.subscriptionId)
    const page = `/profile/settings/subscriptions/cancel?subscription=${id}`
    const asBob = { cookie: bob.cookie, browser: 'same-origin' as const }
    const started = await call(page, { ...asBob, method: 'POST', body: new URLSearchParams({ intent: 'start', subscription: id }) })
    const attempt = /name="attempt" value="(\d+)"/.exec(await started.text())?.[1]
    expect(attempt).toBeDefined()
    const confirmed = await call(page, {
      ...asBob,
      method: 'POST',
      body: new URLSearchParams({ intent: 'cancel', subscription: id, attempt: attempt!, taps: '' }),
    })
    expect(confirmed.status).toBe(303)
    const outcome = confirmed.headers.get('location')!
    expect(outcome).toBe(`/profile/settings/subscriptions/cancel?subscription=${id}&attempt=${attempt}`)
    for (const read of [1, 2]) {
      const shown = await call(outcome, { cookie: bob.cookie })
      expect(shown.status, `read ${read}`).toBe(200)
      expect(await shown.text()).toContain('Your subscription is cancelled.')
    }
    const still = ((await bodyOf(await api('/api/payments/subscriptions', bob))) as { subscriptions: Subscription[] }).subscriptions
    expect(still[0]!.status).toBe('cancelled')
    const attempts = await docs('cancellation-attempts', `where[subscription][equals]=${id}`)
    expect(attempts.filter((one) => one.outcome === 'cancelled')).toHaveLength(1)
  })

  it('cancelling stops renewals but keeps access until the end date; a second cancel is refused', async () => {
    const [subscription] = ((await bodyOf(await api('/api/payments/subscriptions', alice))) as { subscriptions: Subscription[] })
      .subscriptions
    const cancelled = await api(`/api/payments/subscription/cancel?sub_id=${subscription!.subscriptionId}`, alice, { method: 'POST' })
    expect(cancelled.status).toBe(200)
    expect(await bodyOf(cancelled)).toMatchObject({ subscription: { status: 'cancelled', endDate: subscription!.endDate } })
    const profile = (await bodyOf(await api('/api/profile', alice))) as { status?: string; student?: { status?: string } }
    expect(profile.status ?? profile.student?.status, 'still paid up: active').toBe('active')
    expect((await api(`/api/payments/subscription/cancel?sub_id=${subscription!.subscriptionId}`, alice, { method: 'POST' })).status).toBe(
      409,
    )
  })
})

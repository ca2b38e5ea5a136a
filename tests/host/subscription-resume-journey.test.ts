/**
 * Resuming a cancelled subscription over the real HTTP stack (issue #46), with cards paid on the
 * Ecommpay simulator's page: only the owner can resume (the API and the Subscriptions page alike),
 * resuming is idempotent (a repeated or concurrent call answers the same active subscription), one
 * cancelled while a failed renewal was retried goes back to its retries, and a subscription that
 * has ended is refused with a clear 409, never a 5xx.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { admin, buyWithCard, docs, form, useAdmin } from '../security/checkout-support'
import { bodyOf, call, signUpStudent, staffToken, type TestStudent } from '../security/support'

type Subscription = { subscriptionId: number; status: string; endDate: string; cancelledAt: string | null }

const api = (path: string, student: TestStudent | null, method = 'POST') =>
  call(path, { method, ...(student ? { token: student.token } : {}) })
const subscriptionsOf = async (student: TestStudent) =>
  ((await bodyOf(await api('/api/payments/subscriptions', student, 'GET'))) as { subscriptions: Subscription[] }).subscriptions
const resume = (id: number | string, student: TestStudent | null) => api(`/api/payments/subscription/resume?sub_id=${id}`, student)
const cancel = (id: number | string, student: TestStudent) => api(`/api/payments/subscription/cancel?sub_id=${id}`, student)
/** The Subscriptions page's own form, as the browser posts it. */
const resumeOnPage = (id: number | string, student: TestStudent) =>
  call('/profile/settings/subscriptions', {
    method: 'POST',
    cookie: student.cookie,
    browser: 'same-origin',
    headers: form,
    body: new URLSearchParams({ intent: 'resume', subscriptionId: String(id) }).toString(),
  })

describe.skipIf(process.env.PAYMENT_SIMULATOR === 'false')('resuming a cancelled subscription', () => {
  let alice: TestStudent
  let bob: TestStudent
  let aliceSubscription: Subscription

  beforeAll(async () => {
    useAdmin(await staffToken())
    await admin('globals/site-settings', { method: 'POST', json: { paymentSystem: 'ecommpay' } })
    alice = await signUpStudent()
    bob = await signUpStudent()
    await buyWithCard(alice)
    await buyWithCard(bob)
    ;[aliceSubscription] = (await subscriptionsOf(alice)) as [Subscription]
    expect((await cancel(aliceSubscription.subscriptionId, alice)).status).toBe(200)
  })

  it('lets only the owner resume: another student gets 404 on the API and the page, an anonymous call 401', async () => {
    const id = aliceSubscription.subscriptionId
    expect((await resume(id, bob)).status).toBe(404)
    expect((await resumeOnPage(id, bob)).status).toBe(404)
    expect((await resume(id, null)).status).toBe(401)
    expect((await resume('abc', alice)).status).toBe(400)
    expect((await api(`/api/payments/subscription/resume?sub_id=${id}`, alice, 'GET')).status).toBe(405)
    const [still] = await subscriptionsOf(alice)
    expect(still).toMatchObject({ status: 'cancelled' })
    // Nor did bob's own subscription change.
    expect((await subscriptionsOf(bob))[0]).toMatchObject({ status: 'active' })
  })

  it('resumes once for the owner; repeated and concurrent calls answer the same active subscription', async () => {
    const id = aliceSubscription.subscriptionId
    const answers = await Promise.all([1, 2, 3].map(() => resume(id, alice)))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    for (const answer of answers)
      expect(await bodyOf(answer)).toMatchObject({
        subscription: { status: 'active', cancelledAt: null, endDate: aliceSubscription.endDate },
      })
    expect((await resume(id, alice)).status).toBe(200)
    expect((await resumeOnPage(id, alice)).status).toBe(200)
    const [after] = await subscriptionsOf(alice)
    expect(after).toMatchObject({ status: 'active', cancelledAt: null, endDate: aliceSubscription.endDate })
    const [row] = await docs('subscriptions', `where[id][equals]=${id}`)
    expect(row).toMatchObject({ status: 'active', cancelledAt: null })
  })

  it('resumes a subscription cancelled while a failed renewal was being retried back into its retries', async () => {
    const renewal = await call('/dev/payments/renewals', {
      method: 'POST',
      token: await staffToken(),
      json: { email: alice.email, outcome: 'decline' },
    })
    expect(await bodyOf(renewal)).toMatchObject({ status: 'redemption' })
    const id = aliceSubscription.subscriptionId
    expect((await cancel(id, alice)).status).toBe(200)
    const resumed = await resume(id, alice)
    expect(resumed.status).toBe(200)
    expect(await bodyOf(resumed)).toMatchObject({
      subscription: { status: 'redemption', cancelledAt: null, nextRetryAt: expect.any(String) },
    })
  })

  it('refuses with a clear 409 once the subscription has ended, on the API and the page', async () => {
    // The saved card is reported lost at the next retry (Ecommpay 10203, pick-up card): no more retries, the subscription ends.
    const renewal = await call('/dev/payments/renewals', {
      method: 'POST',
      token: await staffToken(),
      json: { email: alice.email, outcome: 'decline', code: '10203' },
    })
    expect(await bodyOf(renewal)).toMatchObject({ status: 'expired' })
    const id = aliceSubscription.subscriptionId
    const refused = await resume(id, alice)
    expect(refused.status).toBe(409)
    expect(await bodyOf(refused)).toMatchObject({ error: { title: 'Subscription ended', message: expect.stringContaining('has ended') } })
    expect((await resumeOnPage(id, alice)).status).toBe(409)
    expect((await subscriptionsOf(alice))[0]).toMatchObject({ status: 'expired' })
  })
})

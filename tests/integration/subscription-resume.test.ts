/**
 * Resuming a cancelled subscription (issue #46) against a real Payload with the Solidgate adapter
 * and simulator over HTTP: a cancelled subscription that still runs becomes active again and the
 * renewal job charges it at its end date, as if it had never been cancelled; asking twice changes
 * nothing; someone else's is not found; one that has ended, or a second plan beside an active one,
 * is refused.
 */
import { afterAll, describe, expect, it } from 'vitest'
import type { Subscription } from '@cms/payload-types'
import { payOnPage, startPaymentSite } from './support/payment-site'
import type { Session } from '../../app/auth/server/auth.server'

const site = await startPaymentSite()
afterAll(site.close)

// Imported after the stand-in site has set PUBLIC_URL, which the environment reads once.
const { createStudent } = await import('../support/students')
const { getPayloadClient } = await import('@cms/get-payload')
const { startCheckout } = await import('../../app/payments/server/checkout.server')
const { cancelSubscription, resumeSubscription } = await import('../../app/payments/server/billing.server')
const { renewDueSubscriptions } = await import('../../app/payments/server/renewals.server')
const { solidgateSimulator } = await import('../../dev/simulators/payments/solidgate/simulator-instance.server')
const { ProblemError } = await import('../../app/core/problem')

const day = 24 * 60 * 60 * 1000
const asSession = (session: Session) => ({ ...session.student, collection: 'students' as const })

/** A student's paid 4-week subscription with a saved card. */
async function paidSubscription(session: Session): Promise<Subscription> {
  const payload = await getPayloadClient()
  const order = await payload.create({
    collection: 'orders',
    data: {
      email: session.student.email,
      student: session.student.id,
      planId: 'plan-4w',
      priceCents: 1999,
      renewalCents: 2999,
      currency: 'USD',
      status: 'pending',
      attempt: 0,
    },
    depth: 0,
    overrideAccess: true,
  })
  const { redirectUrl } = await startCheckout(order, {})
  expect((await payOnPage(redirectUrl, site.origin, '4000000000000077')).status).toBe(303)
  const [subscription] = (
    await payload.find({ collection: 'subscriptions', where: { order: { equals: order.id } }, depth: 0, overrideAccess: true })
  ).docs
  expect(subscription).toMatchObject({ status: 'active', student: session.student.id })
  return subscription!
}

const reload = async (subscription: Subscription) =>
  (await getPayloadClient()).findByID({ collection: 'subscriptions', id: subscription.id, depth: 0, overrideAccess: true })
const studentStatus = async (session: Session) =>
  (await (await getPayloadClient()).findByID({ collection: 'students', id: session.student.id, depth: 0, overrideAccess: true })).status
const setDates = async (subscription: Subscription, data: Partial<Subscription>) =>
  (await getPayloadClient()).update({ collection: 'subscriptions', id: subscription.id, data, depth: 0, overrideAccess: true })
const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(ProblemError)
  return (error as InstanceType<typeof ProblemError>).problem
}

describe('resuming a cancelled subscription', () => {
  it('makes it renew again: active, the cancellation gone, and the renewal job charges it at its end date', async () => {
    const session = await createStudent()
    const subscription = await paidSubscription(session)
    await cancelSubscription(asSession(session), subscription.id)
    expect(await reload(subscription)).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) })

    const resumed = await resumeSubscription(asSession(session), subscription.id)
    expect(resumed).toMatchObject({ status: 'active', cancelledAt: null, endDate: subscription.endDate })
    expect(await reload(subscription)).toMatchObject({ status: 'active', cancelledAt: null, endDate: subscription.endDate })
    expect(await studentStatus(session)).toBe('active')

    // Asked again (a second tap): answered as it is, nothing changes.
    expect(await resumeSubscription(asSession(session), subscription.id)).toMatchObject({ status: 'active', cancelledAt: null })

    // Its end date comes: renewed like any active subscription, one period further.
    const due = await setDates(subscription, { endDate: new Date(Date.now() - 60_000).toISOString() })
    const runs = await renewDueSubscriptions()
    expect(runs.filter((run) => run.subscriptionId === subscription.id).map((run) => run.result)).toEqual(['charged'])
    await solidgateSimulator().idle()
    const renewed = await reload(subscription)
    expect(renewed.status).toBe('active')
    expect(new Date(renewed.endDate).getTime() - new Date(due.endDate).getTime()).toBe(28 * day)
  })

  it('puts one cancelled while a failed renewal was retried back into its retries (redemption)', async () => {
    const session = await createStudent()
    const subscription = await paidSubscription(session)
    const retryAt = new Date(Date.now() + day).toISOString()
    await setDates(subscription, { status: 'cancelled', renewalAttempts: 1, nextRetryAt: retryAt, cancelledAt: new Date().toISOString() })
    expect(await resumeSubscription(asSession(session), subscription.id)).toMatchObject({ status: 'redemption', nextRetryAt: retryAt })
    expect(await reload(subscription)).toMatchObject({ status: 'redemption', renewalAttempts: 1, cancelledAt: null })
  })

  it('finds no one else’s subscription', async () => {
    const [owner, other] = [await createStudent(), await createStudent()]
    const subscription = await paidSubscription(owner)
    await cancelSubscription(asSession(owner), subscription.id)
    expect(await refusal(resumeSubscription(asSession(other), subscription.id))).toMatchObject({ status: 404 })
    expect((await reload(subscription)).status).toBe('cancelled')
  })

  it('refuses one that has ended: past its end date before the job marked it, and expired', async () => {
    const session = await createStudent()
    const subscription = await paidSubscription(session)
    await cancelSubscription(asSession(session), subscription.id)
    await setDates(subscription, { endDate: new Date(Date.now() - 60_000).toISOString() })
    expect(await refusal(resumeSubscription(asSession(session), subscription.id))).toMatchObject({
      status: 409,
      title: 'Subscription ended',
    })
    await renewDueSubscriptions()
    expect((await reload(subscription)).status).toBe('expired')
    expect(await refusal(resumeSubscription(asSession(session), subscription.id))).toMatchObject({ status: 409 })
    expect((await reload(subscription)).status).toBe('expired')
  })

  it('refuses a second renewing plan beside one bought since', async () => {
    const session = await createStudent()
    const first = await paidSubscription(session)
    await cancelSubscription(asSession(session), first.id)
    await paidSubscription(session)
    expect(await refusal(resumeSubscription(asSession(session), first.id))).toMatchObject({ status: 409, title: 'Another plan is active' })
    expect((await reload(first)).status).toBe('cancelled')
  })
})

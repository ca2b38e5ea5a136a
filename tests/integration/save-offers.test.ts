/**
 * Cancellation save offers (issue #47) against a real Payload with the Solidgate adapter and
 * simulator over HTTP: each offer from the start of a cancellation to the renewal job — the
 * discount charged through the simulator and shown on the receipt, no charge and no access during a
 * pause, a switch to a cheaper plan — each with its own mail; cancelling from the flow; someone
 * else's attempt and a second answer refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Subscription } from '@cms/payload-types'
import { payOnPage, startPaymentSite } from './support/payment-site'
import type { Session } from '../../app/auth/server/auth.server'

const site = await startPaymentSite()
afterAll(site.close)

const { createStudent } = await import('../support/students')
const { getPayloadClient } = await import('@cms/get-payload')
const { startCheckout } = await import('../../app/payments/server/checkout.server')
const { acceptSaveOffer, cancelFromAttempt, startCancellation } = await import('../../app/payments/server/save-offers.server')
const { endPause } = await import('../../app/payments/server/end-pause.server')
const { renewDueSubscriptions } = await import('../../app/payments/server/renewals.server')
const { paymentProvider } = await import('../../app/payments/server/providers.server')
const { solidgateSimulator } = await import('../../dev/simulators/payments/solidgate/simulator-instance.server')
const { queueOwedAccountMails } = await import('../../app/mail/server/owed-account-mails.server')
const { ProblemError } = await import('../../app/core/problem')
const { mailOnPaymentEvents } = await import('../../app/mail/server/payment-mail.server')
mailOnPaymentEvents()

const day = 24 * 60 * 60 * 1000
const fourWeeks = 'c4a2d7e0-5a11-4c1e-9d3e-000000000004'
const twelveWeeks = 'c4a2d7e0-5a11-4c1e-9d3e-000000000012'
const oneWeek = 'c4a2d7e0-5a11-4c1e-9d3e-000000000001'
const reason = { value: 'too-expensive', label: 'It costs too much' }
const asSession = (session: Session) => ({ ...session.student, collection: 'students' as const })

beforeAll(async () => {
  const payload = await getPayloadClient()
  const plan = (planId: string, name: string, weeks: number, first: number, renewal: number, order: number) =>
    payload.create({
      collection: 'plans',
      overrideAccess: true,
      data: {
        planId,
        name,
        set: 'save-offer-test',
        firstPeriod: { value: weeks, unit: 'W' },
        renewalPeriod: { value: weeks, unit: 'W' },
        prices: [{ currency: 'USD', firstPeriodCents: first, renewalCents: renewal }],
        tags: ['web', 'save-offer-test'],
        order,
      },
    })
  await plan(oneWeek, '1-week plan', 1, 999, 999, 1)
  await plan(fourWeeks, '4-week plan', 4, 1999, 2999, 2)
  await plan(twelveWeeks, '12-week plan', 12, 5999, 5999, 3)
})

/** A student's paid 4-week subscription ($29.99 a renewal) with a saved card. */
async function paidSubscription(session: Session): Promise<Subscription> {
  const payload = await getPayloadClient()
  const order = await payload.create({
    collection: 'orders',
    data: {
      email: session.student.email,
      student: session.student.id,
      planId: fourWeeks,
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
  await solidgateSimulator().idle()
  const { docs } = await payload.find({
    collection: 'subscriptions',
    where: { order: { equals: order.id } },
    depth: 0,
    overrideAccess: true,
  })
  expect(docs[0]).toMatchObject({ status: 'active', student: session.student.id })
  return docs[0]!
}

const payload = () => getPayloadClient()
const reload = async (subscription: Subscription) =>
  (await payload()).findByID({ collection: 'subscriptions', id: subscription.id, depth: 0, overrideAccess: true })
const update = async (subscription: Subscription, data: Partial<Subscription>) =>
  (await payload()).update({ collection: 'subscriptions', id: subscription.id, data, depth: 0, overrideAccess: true })
const attemptOf = async (id: number | string) =>
  (await payload()).findByID({ collection: 'cancellation-attempts', id, depth: 0, overrideAccess: true })
const studentStatus = async (session: Session) =>
  (await (await payload()).findByID({ collection: 'students', id: session.student.id, depth: 0, overrideAccess: true })).status
const charges = async (subscription: Subscription, kind: 'renewal' | 'plan_change') =>
  (
    await (
      await payload()
    ).find({
      collection: 'payments',
      where: { and: [{ subscription: { equals: subscription.id } }, { kind: { equals: kind } }] },
      sort: 'createdAt',
      depth: 0,
      overrideAccess: true,
    })
  ).docs
const mail = async (key: string) =>
  (await (await payload()).find({ collection: 'email-outbox', where: { key: { equals: key } }, depth: 0, overrideAccess: true })).docs
const renewNow = async (now = new Date()) => {
  const runs = await renewDueSubscriptions(now)
  await solidgateSimulator().idle()
  return runs
}
const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(ProblemError)
  return (error as InstanceType<typeof ProblemError>).problem
}

describe('a discount on the next renewal', () => {
  it('charges the next renewal less through the provider, shows it on the receipt, and the one after at full price', async () => {
    const session = await createStudent()
    const subscription = await paidSubscription(session)
    const start = await startCancellation(asSession(session), subscription.id, 'cancel-flow')
    expect(start.offers).toMatchObject({
      renewalCents: 2999,
      renewalPrice: '$29.99',
      periodLabel: '4 weeks',
      available: { discount: true, pause: true, switchPlan: true },
    })

    const saved = await acceptSaveOffer(asSession(session), start.attemptId, { kind: 'discount', percentOff: 30 }, reason)
    expect(saved.message).toContain('is $20.99 instead of $29.99 (30% off)')
    expect(saved.subscription).toMatchObject({ status: 'active', nextRenewalPercentOff: 30 })
    expect(await attemptOf(start.attemptId)).toMatchObject({
      outcome: 'saved',
      offerKind: 'discount',
      percentOff: 30,
      reason: reason.value,
    })
    expect((await mail(`save-offer:${start.attemptId}`))[0]).toMatchObject({
      to: session.student.email,
      subject: 'Your next renewal is 30% off',
    })
    // One discount at a time: the next flow is told, and a second one is refused.
    const again = await startCancellation(asSession(session), subscription.id, 'cancel-flow')
    expect(again.offers.available).toMatchObject({ discount: false, pause: true })
    expect(await refusal(acceptSaveOffer(asSession(session), again.attemptId, { kind: 'discount', percentOff: 50 }, reason))).toMatchObject(
      { status: 409, title: 'Discount already given' },
    )
    // An offer outside the contract (95 % off) is refused before anything is written.
    expect(await refusal(acceptSaveOffer(asSession(session), again.attemptId, { kind: 'discount', percentOff: 95 }, reason))).toMatchObject(
      { status: 400 },
    )

    await update(subscription, { endDate: new Date(Date.now() - 60_000).toISOString() })
    await renewNow()
    const [discounted] = await charges(subscription, 'renewal')
    expect(discounted).toMatchObject({ status: 'success', amountCents: 2099 })
    // The simulator was asked for the discounted amount.
    expect((await paymentProvider('solidgate')!.orderStatus(discounted!.providerOrderId))?.amount).toBe(2099)
    const [receipt] = await mail(`receipt:${discounted!.providerOrderId}`)
    expect(receipt?.text).toContain('Regular price\n$29.99')
    expect(receipt?.text).toContain('Discount\n30% off this renewal')
    expect(await reload(subscription)).toMatchObject({ status: 'active', nextRenewalPercentOff: null })

    // Another period (its renewal's order id names the period's end to the minute).
    await update(subscription, { endDate: new Date(Date.now() - 3 * 60 * 60_000).toISOString() })
    await renewNow()
    expect((await charges(subscription, 'renewal')).map((charge) => charge.amountCents)).toEqual([2099, 2999])
  })
})

describe('a pause of one period', () => {
  it('keeps access to the paid end, then no charge and no access until the pause ends, then renews', async () => {
    const session = await createStudent()
    const subscription = await paidSubscription(session)
    const start = await startCancellation(asSession(session), subscription.id, 'cancel-flow')
    const saved = await acceptSaveOffer(asSession(session), start.attemptId, { kind: 'pause' }, reason)
    const pausedUntil = new Date(new Date(subscription.endDate).getTime() + 28 * day).toISOString()
    expect(saved.subscription).toMatchObject({ status: 'active', endDate: subscription.endDate, pausedUntil })
    expect(saved.message).toMatch(/^You keep access until .+\. Paused until .+; your next charge of \$29\.99 is on .+\.$/)
    expect(await studentStatus(session)).toBe('active')
    expect((await mail(`save-offer:${start.attemptId}`))[0]?.subject).toMatch(/^Your plan is paused until /)

    // The paid period ends: the pause begins — nothing charged, no access.
    const paidEnd = new Date(Date.now() - 60_000)
    const pauseEnd = new Date(Date.now() + 27 * day)
    await update(subscription, { endDate: paidEnd.toISOString(), pausedUntil: pauseEnd.toISOString() })
    const runs = await renewNow()
    expect(runs.filter((run) => run.subscriptionId === subscription.id)).toEqual([])
    expect(await charges(subscription, 'renewal')).toHaveLength(0)
    expect(await studentStatus(session)).toBe('other')

    // The pause ends: the job charges the full price and the next period runs from the pause's end.
    await renewNow(new Date(pauseEnd.getTime() + 1000))
    expect((await charges(subscription, 'renewal')).map((charge) => [charge.status, charge.amountCents])).toEqual([['success', 2999]])
    const renewed = await reload(subscription)
    expect(renewed).toMatchObject({ status: 'active', pausedUntil: null })
    expect(new Date(renewed.endDate).getTime()).toBe(pauseEnd.getTime() + 28 * day)
    expect(await studentStatus(session)).toBe('active')
  })

  it('resumes early: before the pause nothing is charged and it renews on its end date; during it, the renewal is charged now', async () => {
    const session = await createStudent()
    const subscription = await paidSubscription(session)
    const first = await startCancellation(asSession(session), subscription.id, 'cancel-flow')
    await acceptSaveOffer(asSession(session), first.attemptId, { kind: 'pause' }, reason)
    expect(await endPause(asSession(session), subscription.id)).toMatchObject({ pausedUntil: null, endDate: subscription.endDate })
    expect(await charges(subscription, 'renewal')).toHaveLength(0)

    const second = await startCancellation(asSession(session), subscription.id, 'cancel-flow')
    await acceptSaveOffer(asSession(session), second.attemptId, { kind: 'pause' }, reason)
    await update(subscription, { endDate: new Date(Date.now() - day).toISOString() })
    await renewNow()
    expect(await studentStatus(session)).toBe('other')
    const before = Date.now()
    await endPause(asSession(session), subscription.id)
    await solidgateSimulator().idle()
    expect((await charges(subscription, 'renewal')).map((charge) => [charge.status, charge.amountCents])).toEqual([['success', 2999]])
    const resumed = await reload(subscription)
    expect(resumed).toMatchObject({ status: 'active', pausedUntil: null })
    expect(new Date(resumed.endDate).getTime()).toBeGreaterThanOrEqual(before + 28 * day)
    expect(await studentStatus(session)).toBe('active')
    // Its resumed mail is owed by `resumedAt`: lost with a stopped process, the mail job queues it once.
    const key = `resumed:${subscription.id}:${resumed.resumedAt}`
    expect(await mail(key)).toHaveLength(1)
    await (await payload()).delete({ collection: 'email-outbox', where: { key: { equals: key } }, overrideAccess: true })
    const later = new Date(new Date(resumed.resumedAt!).getTime() + 3 * 60_000)
    await Promise.all([queueOwedAccountMails(later), queueOwedAccountMails(later)])
    expect((await mail(key))[0]?.subject).toBe('Your 4-week plan continues')
    expect(await mail(key)).toHaveLength(1)
  })
})

describe('a switch to a cheaper plan', () => {
  it('switches through the plan change, and refuses a plan that costs more per day', async () => {
    const session = await createStudent()
    const subscription = await paidSubscription(session)
    const start = await startCancellation(asSession(session), subscription.id, 'cancel-flow')
    expect(start.offers.cheaperPlans.map((plan) => plan.productId)).toEqual([twelveWeeks])

    // $9.99 a week is less per charge but more per day than $29.99 for four weeks.
    const dearer = await refusal(acceptSaveOffer(asSession(session), start.attemptId, { kind: 'switch-plan', productId: oneWeek }, reason))
    expect(dearer).toMatchObject({ status: 409, title: 'Plan not available' })
    expect(await attemptOf(start.attemptId)).toMatchObject({ outcome: 'abandoned', endedAt: null })

    const saved = await acceptSaveOffer(asSession(session), start.attemptId, { kind: 'switch-plan', productId: twelveWeeks }, reason)
    await solidgateSimulator().idle()
    expect(saved.message).toContain('12-week plan')
    expect((await charges(subscription, 'plan_change')).map((charge) => [charge.status, charge.amountCents])).toEqual([['success', 5999]])
    expect(await reload(subscription)).toMatchObject({ planId: twelveWeeks, renewalCents: 5999, status: 'active' })
    expect((await mail(`save-offer:${start.attemptId}`))[0]?.subject).toBe('You are switching to 12-week plan')
  })
})

describe('cancelling from the flow', () => {
  it('cancels as the Subscriptions page does and ends the attempt cancelled, once', async () => {
    const session = await createStudent()
    const subscription = await paidSubscription(session)
    const start = await startCancellation(asSession(session), subscription.id, 'cancel-flow')
    const cancelled = await cancelFromAttempt(asSession(session), start.attemptId, reason)
    expect(cancelled).toMatchObject({ status: 'cancelled', endDate: subscription.endDate })
    expect(await attemptOf(start.attemptId)).toMatchObject({ outcome: 'cancelled', reasonLabel: reason.label, endedAt: expect.any(String) })
    expect(await mail(`cancelled:${subscription.id}:${cancelled.cancelledAt}`)).toHaveLength(1)

    expect(await refusal(cancelFromAttempt(asSession(session), start.attemptId))).toMatchObject({ status: 409 })
    expect(await refusal(acceptSaveOffer(asSession(session), start.attemptId, { kind: 'pause' }, reason))).toMatchObject({ status: 409 })
    // A cancelled plan has nothing left to cancel.
    expect(await refusal(startCancellation(asSession(session), subscription.id, 'cancel-flow'))).toMatchObject({ status: 409 })
  })
})

describe('refusals', () => {
  it('finds no one else’s subscription or attempt', async () => {
    const [owner, other] = [await createStudent(), await createStudent()]
    const subscription = await paidSubscription(owner)
    expect(await refusal(startCancellation(asSession(other), subscription.id, 'cancel-flow'))).toMatchObject({ status: 404 })
    const start = await startCancellation(asSession(owner), subscription.id, 'cancel-flow')
    expect(await refusal(acceptSaveOffer(asSession(other), start.attemptId, { kind: 'pause' }, reason))).toMatchObject({ status: 404 })
    expect(await refusal(cancelFromAttempt(asSession(other), start.attemptId))).toMatchObject({ status: 404 })
    expect(await reload(subscription)).toMatchObject({ status: 'active', pausedUntil: null })
    expect(await attemptOf(start.attemptId)).toMatchObject({ outcome: 'abandoned' })
  })

  it('applies an offer once however many taps race, and the mail owed is queued once after a crash', async () => {
    const session = await createStudent()
    const subscription = await paidSubscription(session)
    const start = await startCancellation(asSession(session), subscription.id, 'cancel-flow')
    const taps = await Promise.allSettled([
      acceptSaveOffer(asSession(session), start.attemptId, { kind: 'discount', percentOff: 20 }, reason),
      acceptSaveOffer(asSession(session), start.attemptId, { kind: 'discount', percentOff: 20 }, reason),
      cancelFromAttempt(asSession(session), start.attemptId, reason),
    ])
    expect(taps.filter((tap) => tap.status === 'fulfilled')).toHaveLength(1)
    for (const tap of taps)
      if (tap.status === 'rejected') expect((tap.reason as InstanceType<typeof ProblemError>).problem.status).toBe(409)

    // As if the process stopped before the event queued the mail: the mail job finds it owed, once.
    const key = `save-offer:${start.attemptId}`
    const attempt = await attemptOf(start.attemptId)
    if (attempt.outcome === 'saved') {
      await (await payload()).delete({ collection: 'email-outbox', where: { key: { equals: key } }, overrideAccess: true })
      const later = new Date(new Date(attempt.endedAt!).getTime() + 3 * 60_000)
      await Promise.all([queueOwedAccountMails(later), queueOwedAccountMails(later)])
      expect(await mail(key)).toHaveLength(1)
    } else expect((await reload(subscription)).status).toBe('cancelled')
  })
})

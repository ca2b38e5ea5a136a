/**
 * The renewal job against a real Payload (SQLite here, PostgreSQL in CI) with the Solidgate
 * adapter and simulator over HTTP: concurrent runs charge a due subscription once and extend it
 * once; a decline puts it in redemption until its retry time; cancelled subscriptions past their
 * end expire.
 */
import { afterAll, describe, expect, it } from 'vitest'
import type { Subscription } from '@cms/payload-types'
import { payOnPage, startPaymentSite } from './support/payment-site'

const site = await startPaymentSite()
afterAll(site.close)

const { getPayloadClient } = await import('@cms/get-payload')
const { startCheckout } = await import('../../app/payments/server/checkout.server')
const { renewDueSubscriptions } = await import('../../app/payments/server/renewals.server')
const { solidgateSimulator } = await import('../../dev/simulators/payments/solidgate/simulator-instance.server')

const day = 24 * 60 * 60 * 1000

/** A paid 4-week subscription with a saved card, its period ended a minute ago. */
async function dueSubscription(): Promise<Subscription> {
  const payload = await getPayloadClient()
  const order = await payload.create({
    collection: 'orders',
    data: {
      email: `renew-${Date.now()}@example.test`,
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
  expect(subscription).toMatchObject({ status: 'active', paymentMethod: expect.any(Number) })
  return payload.update({
    collection: 'subscriptions',
    id: subscription!.id,
    data: { endDate: new Date(Date.now() - 60_000).toISOString() },
    depth: 0,
    overrideAccess: true,
  })
}

const reload = async (subscription: Subscription) =>
  (await getPayloadClient()).findByID({ collection: 'subscriptions', id: subscription.id, depth: 0, overrideAccess: true })
const renewals = async (subscription: Subscription) =>
  (await getPayloadClient())
    .find({
      collection: 'payments',
      where: { and: [{ subscription: { equals: subscription.id } }, { kind: { equals: 'renewal' } }] },
      depth: 0,
      overrideAccess: true,
    })
    .then((found) => found.docs)

describe('the renewal job', () => {
  it('charges a due subscription once however many runs race, and extends it once', async () => {
    const subscription = await dueSubscription()
    const runs = await Promise.all([renewDueSubscriptions(), renewDueSubscriptions(), renewDueSubscriptions()])
    const mine = runs.flat().filter((run) => run.subscriptionId === subscription.id)
    expect(mine.filter((run) => run.result === 'charged')).toHaveLength(1)
    await solidgateSimulator().idle()
    const charges = await renewals(subscription)
    expect(charges).toHaveLength(1)
    expect(charges[0]).toMatchObject({ status: 'success', amountCents: 2999, currency: 'USD', cardLast4: '0077' })
    const after = await reload(subscription)
    expect(new Date(after.endDate).getTime() - new Date(subscription.endDate).getTime()).toBe(28 * day)
    expect(after.status).toBe('active')
    // Not due any more: a later run charges nothing.
    await renewDueSubscriptions()
    expect(await renewals(subscription)).toHaveLength(1)
  })

  it('a decline puts it in redemption, retried only when its retry time comes', async () => {
    const subscription = await dueSubscription()
    const payload = await getPayloadClient()
    const card = await payload.findByID({
      collection: 'payment-methods',
      id: subscription.paymentMethod as number,
      depth: 0,
      overrideAccess: true,
    })
    await solidgateSimulator().setNextCharge(card.token, { outcome: 'decline', code: '3.02' })
    await renewDueSubscriptions()
    await solidgateSimulator().idle()
    const failed = await reload(subscription)
    expect(failed).toMatchObject({ status: 'redemption', renewalAttempts: 1 })
    await renewDueSubscriptions()
    expect(await renewals(subscription)).toHaveLength(1)

    const retryAt = new Date(failed.nextRetryAt!)
    await renewDueSubscriptions(new Date(retryAt.getTime() + 1000))
    await solidgateSimulator().idle()
    expect(await reload(subscription)).toMatchObject({ status: 'active', renewalAttempts: 0, nextRetryAt: null })
    expect((await renewals(subscription)).map((charge) => charge.status).sort()).toEqual(['fail', 'success'])
  })

  it('expires a cancelled subscription once its paid period is over', async () => {
    const subscription = await dueSubscription()
    const payload = await getPayloadClient()
    await payload.update({
      collection: 'subscriptions',
      id: subscription.id,
      data: { status: 'cancelled' },
      depth: 0,
      overrideAccess: true,
    })
    await renewDueSubscriptions()
    expect((await reload(subscription)).status).toBe('expired')
    expect(await renewals(subscription)).toHaveLength(0)
  })
})

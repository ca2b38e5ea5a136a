import type { Student } from '@cms/payload-types'
import { serializeOwnedSessions } from '../../app/core/visitor-cookies.server'
import { getPayloadClient } from '@cms/get-payload'
import type { UpsellPack } from '@schemas/payments/upsell'
import { upsellPackLabels } from '@schemas/payments/upsell-labels'

let sequence = 0

/** A paid order for a new funnel session, its payment and active subscription, and the cookie that owns it. */
export async function createPaidOrder(options: { status?: 'paid' | 'pending' | 'failed'; email?: string } = {}) {
  const payload = await getPayloadClient()
  sequence += 1
  const session = await payload.create({
    collection: 'funnel-sessions',
    overrideAccess: true,
    data: {
      visitorId: '2b1c7a56-5d0e-4c59-9a53-1f7c3a2d9e10',
      funnelId: 'challenge_v1',
      funnelVersion: 1,
      state: {},
      email: options.email,
    },
  })
  const providerOrderId = `test-${Date.now()}-${sequence}-${Math.random().toString(36).slice(2)}`
  const order = await payload.create({
    collection: 'orders',
    overrideAccess: true,
    data: {
      funnelSession: session.id,
      email: options.email,
      planId: 'plan_1m',
      priceCents: 999,
      renewalCents: 2999,
      currency: 'USD',
      status: options.status ?? 'paid',
      provider: 'solidgate',
      attempt: 1,
      providerOrderId,
    },
  })
  const payment = await payload.create({
    collection: 'payments',
    overrideAccess: true,
    data: {
      idempotencyKey: `charge:${providerOrderId}`,
      order: order.id,
      provider: 'solidgate',
      kind: 'charge',
      status: 'success',
      providerOrderId,
      amountCents: 999,
      currency: 'USD',
    },
  })
  const start = new Date()
  const subscription = await payload.create({
    collection: 'subscriptions',
    overrideAccess: true,
    data: {
      order: order.id,
      provider: 'solidgate',
      planId: 'plan_1m',
      status: 'active',
      currency: 'USD',
      renewalCents: 2999,
      startedAt: start.toISOString(),
      endDate: new Date(start.getTime() + 30 * 86_400_000).toISOString(),
      platform: 'web',
    },
  })
  const cookie = (await serializeOwnedSessions({ challenge_v1: String(session.id) })).split(';')[0]!
  return { order, payment, subscription, session, cookie }
}

/**
 * A pack bought as an add-on to a live subscription of `studentId` (a pack lasts as long as the
 * plan it was charged with: app/payments/rules/pack-ownership.ts). The pack's offer is created
 * when the test database has none.
 */
export async function grantPack(studentId: Student['id'], pack: UpsellPack, planId = `upsell_${pack}`, cents = 2499) {
  const payload = await getPayloadClient()
  const existing = await payload.find({ collection: 'upsells', where: { planId: { equals: planId } }, overrideAccess: true })
  if (existing.docs.length === 0) {
    await payload.create({
      collection: 'upsells',
      overrideAccess: true,
      data: { upsellId: pack, planId, title: upsellPackLabels[pack], pack, sale: false, order: 5, prices: [{ currency: 'USD', cents }] },
    })
  }
  const { order, subscription } = await createPaidOrder()
  await payload.update({ collection: 'orders', id: order.id, data: { student: studentId }, overrideAccess: true })
  await payload.update({ collection: 'subscriptions', id: subscription.id, data: { student: studentId }, overrideAccess: true })
  await payload.create({
    collection: 'payments',
    overrideAccess: true,
    data: {
      idempotencyKey: `${pack}-${studentId}`,
      student: studentId,
      subscription: subscription.id,
      provider: 'solidgate',
      kind: 'upsell',
      status: 'success',
      providerOrderId: `u${studentId}-${pack}`,
      productId: planId,
      amountCents: cents,
      currency: 'USD',
    },
  })
}

/** The AI tools pack bought as an add-on to a live subscription of `studentId`. */
export function grantAiToolsPack(studentId: Student['id']) {
  return grantPack(studentId, 'ai_tools')
}

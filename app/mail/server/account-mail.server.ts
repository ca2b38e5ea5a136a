import { getPayloadClient } from '@cms/get-payload'
import type { Order, Subscription } from '@cms/payload-types'
import { formatDay } from '~/payments'
import { cancellationEmail } from '../templates/cancellation'
import { welcomeEmail } from '../templates/welcome'
import { addOnName, planName, recipientFor, siteUrl } from './mail-facts.server'
import { queueEmail } from './outbox.server'

/** After the account steps made or joined the account a paid order belongs to: how to sign in. One per order. */
export async function mailWelcome(order: Order, email: string): Promise<void> {
  try {
    const content = welcomeEmail({ siteUrl: siteUrl(), email, planName: await planName(order.planId) })
    await queueEmail({ key: `welcome:${order.id}`, to: email, content })
  } catch (error) {
    ;(await getPayloadClient()).logger.error({ order: order.id, error: (error as Error).message }, 'welcome email not queued')
  }
}

/** After a student cancelled: no more charges, and what stays open until when. One per cancellation. */
export async function mailCancellation(subscription: Subscription): Promise<void> {
  try {
    const to = await recipientFor(subscription.student, subscription.order)
    if (!to) return
    const content = cancellationEmail({
      siteUrl: siteUrl(),
      planName: await planName(subscription.planId),
      accessUntil: formatDay(subscription.endDate),
      addOns: await addOnsOf(subscription),
    })
    await queueEmail({ key: `cancelled:${subscription.id}:${subscription.cancelledAt ?? subscription.endDate}`, to, content })
  } catch (error) {
    ;(await getPayloadClient()).logger.error(
      { subscription: subscription.id, error: (error as Error).message },
      'cancellation email not queued',
    )
  }
}

async function addOnsOf(subscription: Subscription): Promise<string[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'payments',
    where: { and: [{ subscription: { equals: subscription.id } }, { kind: { equals: 'upsell' } }, { status: { equals: 'success' } }] },
    limit: 20,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const refunded = await payload.find({
    collection: 'payments',
    where: { and: [{ subscription: { equals: subscription.id } }, { kind: { equals: 'refund' } }] },
    limit: 50,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const gone = new Set(refunded.docs.map((doc) => doc.providerOrderId))
  const names = await Promise.all(docs.filter((doc) => !gone.has(doc.providerOrderId)).map((doc) => addOnName(doc.productId)))
  return [...new Set(names)]
}

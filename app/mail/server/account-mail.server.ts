import { getPayloadClient } from '@cms/get-payload'
import type { Order, Subscription } from '@cms/payload-types'
import { formatDay } from '~/payments'
import { cancellationEmail } from '../templates/cancellation'
import { resumedEmail } from '../templates/resumed'
import { formatPrice } from '../../intl/currency'
import { welcomeEmail } from '../templates/welcome'
import { addOnPack, packFacts, planName, recipientFor, siteUrl } from './mail-facts.server'
import type { UpsellPack } from '@schemas/payments/upsell'
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

/** The outbox key of a cancellation's mail: one per cancellation (a resumed plan cancelled again is another). */
export const cancellationMailKey = (subscription: Pick<Subscription, 'id' | 'cancelledAt' | 'endDate'>) =>
  `cancelled:${subscription.id}:${subscription.cancelledAt ?? subscription.endDate}`

/** After a student cancelled: no more charges, and what stays open until when. One per cancellation. */
export async function mailCancellation(subscription: Subscription): Promise<void> {
  try {
    const to = await recipientFor(subscription.student, subscription.order)
    if (!to) return
    const content = cancellationEmail({
      siteUrl: siteUrl(),
      planName: await planName(subscription.planId),
      accessUntil: formatDay(subscription.endDate),
      packs: (await packsOf(subscription)).map((pack) => packFacts(pack)),
    })
    await queueEmail({ key: cancellationMailKey(subscription), to, content })
  } catch (error) {
    ;(await getPayloadClient()).logger.error(
      { subscription: subscription.id, error: (error as Error).message },
      'cancellation email not queued',
    )
  }
}

/** The outbox key of a resumption's mail: cancel and resume may alternate, and each resumption is its own `resumedAt`. */
export const resumedMailKey = (subscription: Pick<Subscription, 'id' | 'resumedAt' | 'updatedAt'>) =>
  `resumed:${subscription.id}:${subscription.resumedAt ?? subscription.updatedAt}`

/** After a student resumed a cancelled plan: it continues, and the next charge. One per resumption. */
export async function mailResumed(subscription: Subscription): Promise<void> {
  try {
    const to = await recipientFor(subscription.student, subscription.order)
    if (!to) return
    const content = resumedEmail({
      siteUrl: siteUrl(),
      planName: await planName(subscription.planId),
      nextCharge: subscription.renewalCents
        ? { amount: formatPrice(subscription.renewalCents, subscription.currency), date: formatDay(subscription.endDate) }
        : null,
      retryOn: subscription.status === 'redemption' && subscription.nextRetryAt ? formatDay(subscription.nextRetryAt) : null,
    })
    await queueEmail({ key: resumedMailKey(subscription), to, content })
  } catch (error) {
    ;(await getPayloadClient()).logger.error({ subscription: subscription.id, error: (error as Error).message }, 'resumed email not queued')
  }
}

/** The packs charged with this subscription and not refunded: one-time, they stay after it ends. */
async function packsOf(subscription: Subscription): Promise<UpsellPack[]> {
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
  const packs = await Promise.all(docs.filter((doc) => !gone.has(doc.providerOrderId)).map((doc) => addOnPack(doc.productId)))
  return [...new Set(packs.filter((pack) => pack !== null))]
}

import { getPayloadClient } from '@cms/get-payload'
import type { Order } from '@cms/payload-types'
import { relationId } from '@schemas/id'
import type { Currency } from '../../intl/currency'
import { planByPlanId } from './plans.server'

/** What the success page confirms: what was bought, what it cost, when the next charge comes, where the receipt went. */
export type Receipt = {
  planName: string
  amountCents: number
  currency: Currency
  paidAt: string | null
  /** The renewal: its price and day, once the subscription exists (the report may still be on its way). */
  nextChargeCents: number | null
  nextChargeAt: string | null
  email: string | null
  cardLast4: string | null
}

/** The receipt of a paid order; the caller has checked that this browser owns it (findBuyerOrder). */
export async function orderReceipt(order: Order): Promise<Receipt> {
  const payload = await getPayloadClient()
  const [plan, subscriptions] = await Promise.all([
    planByPlanId(order.planId),
    payload.find({ collection: 'subscriptions', where: { order: { equals: order.id } }, limit: 1, depth: 0, overrideAccess: true }),
  ])
  const subscription = subscriptions.docs[0]
  const cardId = subscription ? relationId(subscription.paymentMethod) : null
  const card =
    cardId === null
      ? null
      : await payload.findByID({ collection: 'payment-methods', id: cardId, depth: 0, overrideAccess: true, disableErrors: true })
  const renews = subscription && subscription.status !== 'cancelled' && subscription.status !== 'expired'
  return {
    planName: plan?.name ?? 'AI learning plan',
    amountCents: order.priceCents,
    currency: order.currency as Currency,
    paidAt: order.paidAt ?? null,
    nextChargeCents: renews ? (subscription.renewalCents ?? order.renewalCents ?? null) : null,
    nextChargeAt: renews ? subscription.endDate : null,
    email: order.email ?? null,
    cardLast4: card?.last4 ?? null,
  }
}

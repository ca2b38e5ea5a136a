import { relationId } from '@schemas/id'
import type { SessionStudent } from '../../core/session.server'
import { currentSubscription, paidUpStatuses, cardFor, listUpsellOffers } from '~/payments/index.server'

/** The AI tools pack as the paywall sells it: the upsell flow's own offer, charged the way the upsell is. */
export type AiToolsOffer = {
  productId: string
  title: string
  priceText: string
  currency: string
  /** The saved card's last digits, named on the button. */
  cardLast4: string | null
  /** The one-click charge endpoint of the student's payment provider, with its body's product field. */
  chargePath: '/api/payments/solidgate/charge' | '/api/payments/ecomm/upsell'
}

/** Null when the pack cannot be bought in one click: no paid plan, no saved card, or no priced offer. */
export async function aiToolsOffer(student: SessionStudent): Promise<AiToolsOffer | null> {
  const subscription = await currentSubscription(student.id, paidUpStatuses)
  if (!subscription) return null
  const card = await cardFor(student.id, subscription.provider, relationId(subscription.paymentMethod))
  if (!card) return null
  const offer = (await listUpsellOffers(subscription.currency)).find((upsell) => upsell.pack === 'ai_tools' && !upsell.sale)
  if (!offer) return null
  return {
    productId: offer.planId,
    title: offer.title,
    priceText: offer.priceText,
    currency: offer.currency,
    cardLast4: card.last4 ?? null,
    chargePath: subscription.provider === 'solidgate' ? '/api/payments/solidgate/charge' : '/api/payments/ecomm/upsell',
  }
}

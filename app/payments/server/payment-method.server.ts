import type { SessionStudent } from '../../core/session.server'
import { relationId } from '@schemas/id'
import { publicUrl } from '../../http/public-url.server'
import { currentSubscription, renewingStatuses } from './current-subscription.server'
import { cardFor } from './saved-cards.server'

/** The card renewals, add-ons and plan changes charge, as the payment-method page shows it. */
export type PaymentMethodView = {
  card: { last4: string | null; brand: string | null } | null
  /** Whether anything will still be charged to it (a renewing subscription). */
  renewing: boolean
  nextChargeAt: string | null
}

export async function loadPaymentMethod(student: SessionStudent): Promise<PaymentMethodView> {
  const subscription = await currentSubscription(student.id, renewingStatuses)
  if (!subscription) return { card: null, renewing: false, nextChargeAt: null }
  const card = await cardFor(student.id, subscription.provider, relationId(subscription.paymentMethod))
  return {
    card: card ? { last4: card.last4 ?? null, brand: card.brand ?? null } : null,
    renewing: true,
    nextChargeAt: subscription.endDate,
  }
}

/**
 * GET /api/subscription/portal: where the student manages how they pay. The providers only charge
 * cards here (the site keeps the subscription, decision 006), so neither has a portal of its own
 * for this integration: the portal is the site's payment-method page.
 */
export function portalUrl(): { url: string } {
  return { url: `${publicUrl()}/profile/settings/payment-method` }
}

import type { PackStatus } from '@schemas/payments/upsell'
import { type SubscriptionState, studentStatusFor } from './student-status'

/**
 * Whether a student owns an add-on pack (decision 007, "access follows what was sold"). A pack is
 * sold as an add-on to the subscription it was charged with: it is owned while that charge stands
 * (not refunded) and that subscription still pays (active, in redemption, or cancelled with paid
 * time left). When the subscription expires or is refunded, the pack ends with it; a new plan
 * later starts without it, and the pack can be bought again with that plan.
 */
export type PackOwnership = 'owned' | 'processing' | 'ended' | 'none'

export type PackCharge = {
  kind: string
  status: string
  productId?: string | null
  providerOrderId: string
  /** The subscription the charge was made with (its id as a string), or null when unknown. */
  subscription: string | null
}

/** `charges`: the student's add-on charges and refunds, newest first. */
export function packOwnership(
  charges: readonly PackCharge[],
  productId: string,
  subscriptions: ReadonlyMap<string, SubscriptionState>,
  now: Date,
): PackOwnership {
  const refunded = new Set(charges.filter((charge) => charge.kind === 'refund').map((charge) => charge.providerOrderId))
  const mine = charges.filter((charge) => charge.kind === 'upsell' && charge.productId === productId)
  const standing = mine.filter((charge) => charge.status === 'success' && !refunded.has(charge.providerOrderId))
  const pays = (charge: PackCharge) => {
    const subscription = charge.subscription === null ? undefined : subscriptions.get(charge.subscription)
    return subscription !== undefined && studentStatusFor([subscription], now) !== 'other'
  }
  if (standing.some(pays)) return 'owned'
  if (mine[0]?.status === 'processing') return 'processing'
  return standing.length > 0 ? 'ended' : 'none'
}

/** The spec's purchase-check status: an ended pack is not purchased any more (Fail), so it can be bought again. */
export function packStatusOf(ownership: PackOwnership): PackStatus {
  return ownership === 'owned' ? 'Success' : ownership === 'processing' ? 'Processing' : 'Fail'
}

import type { PackStatus, UpsellPack } from '@schemas/payments/upsell'
import { packsHeld } from '@schemas/payments/pack-contents'
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

/**
 * The purchase check per product, bundles counted (issue #46): a product is Success when its own
 * charge is owned, or when the student owns a pack that holds its pack (the Ultimate AI pack holds
 * the AI tools pack, so `upsell_ai_tools` is Success for its owner). `ownerships` covers every
 * add-on product the student may own, not only those asked about; `packOf` maps product → pack.
 */
export function purchaseStatusesOf(
  ownerships: Readonly<Record<string, PackOwnership>>,
  productIds: readonly string[],
  packOf: ReadonlyMap<string, UpsellPack>,
): Record<string, PackStatus> {
  const owned = Object.entries(ownerships).flatMap(([productId, ownership]) => {
    const pack = packOf.get(productId)
    return ownership === 'owned' && pack ? [pack] : []
  })
  const held = packsHeld(owned)
  const statuses: Record<string, PackStatus> = {}
  for (const productId of productIds) {
    const pack = packOf.get(productId)
    statuses[productId] = pack && held.has(pack) ? 'Success' : packStatusOf(ownerships[productId] ?? 'none')
  }
  return statuses
}

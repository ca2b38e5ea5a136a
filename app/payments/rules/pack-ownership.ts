import type { PackStatus, UpsellPack } from '@schemas/payments/upsell'
import { packsHeld } from '@schemas/payments/pack-contents'

/**
 * Whether a student owns an add-on pack. A pack is sold with "Lifetime access" (the offers, the
 * receipts, What you own and the cancellation mail all say so, from schemas/payments/entitlements.ts):
 * it is owned for as long as its own charge stands — not refunded — whatever happens to the plan
 * it was bought with (issue #46 reversed decision 007's "the pack ends with its plan"). A refunded
 * pack is not owned, and may be bought again.
 */
export type PackOwnership = 'owned' | 'processing' | 'none'

export type PackCharge = {
  kind: string
  status: string
  productId?: string | null
  providerOrderId: string
}

/** `charges`: the student's add-on charges and refunds, newest first. */
export function packOwnership(charges: readonly PackCharge[], productId: string): PackOwnership {
  const refunded = new Set(charges.filter((charge) => charge.kind === 'refund').map((charge) => charge.providerOrderId))
  const mine = charges.filter((charge) => charge.kind === 'upsell' && charge.productId === productId)
  if (mine.some((charge) => charge.status === 'success' && !refunded.has(charge.providerOrderId))) return 'owned'
  return mine[0]?.status === 'processing' ? 'processing' : 'none'
}

/** The spec's purchase-check status: a refunded pack is not purchased any more (Fail), so it can be bought again. */
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

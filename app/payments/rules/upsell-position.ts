/** An add-on offer as the flow orders them (CMS order): a regular offer, or the sale second chance after it. */
export type FlowOffer = { planId: string; sale: boolean }

/**
 * Whether the add-on flow at `position` (the saved `current_upsell_index`) may charge `productId`.
 * A regular offer is any skip-through's next step at its full price, so it is always for sale. A
 * sale price is only a second chance (spec: skipping an offer whose next is a sale opens it): the
 * saved position must be the sale's, and the regular offer it follows must not have been bought or
 * tried — buying it, paid or declined, moves the flow past its sale.
 */
export function chargeableAt(
  offers: readonly FlowOffer[],
  position: number,
  productId: string,
  triedProducts: ReadonlySet<string>,
): boolean {
  const index = offers.findIndex((offer) => offer.planId === productId)
  if (index === -1) return false
  if (!offers[index]!.sale) return true
  if (position !== index) return false
  const regular = regularBefore(offers, index)
  return regular === undefined || !triedProducts.has(regular.planId)
}

function regularBefore(offers: readonly FlowOffer[], index: number): FlowOffer | undefined {
  for (let i = index - 1; i >= 0; i--) if (!offers[i]!.sale) return offers[i]
  return undefined
}

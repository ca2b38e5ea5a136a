/** What the step counter and the struck-through price need of an offer. */
export type StepOffer = { pack: string; sale: boolean; priceCents: number; fullPriceCents: number | null }

/**
 * "Special offer N of M" counts the offers a student actually gets: each regular offer is a step, and
 * a sale is the same pack's second chance on the same step (it only opens after skipping that
 * offer), so skipping to a sale or past one never leaves a gap in the numbers.
 */
export function offerStep(offers: readonly Pick<StepOffer, 'sale'>[], index: number): { step: number; total: number } {
  const total = offers.filter((offer) => !offer.sale).length
  const upTo = offers.slice(0, Math.min(index, offers.length - 1) + 1)
  const step = upTo.filter((offer) => !offer.sale).length
  return { step: Math.min(Math.max(step, 1), Math.max(total, 1)), total: Math.max(total, 1) }
}

/**
 * One struck-through price per pack, on every screen: the regular offer's full price (or, when it
 * has none, its own price, so a sale is measured against the price the student just saw). A price
 * is struck through only above what the offer costs.
 */
export function packListPrices(offers: readonly StepOffer[]): Map<string, number> {
  const prices = new Map<string, number>()
  for (const offer of offers) {
    if (offer.sale || prices.has(offer.pack)) continue
    prices.set(offer.pack, offer.fullPriceCents ?? offer.priceCents)
  }
  for (const offer of offers) if (!prices.has(offer.pack) && offer.fullPriceCents) prices.set(offer.pack, offer.fullPriceCents)
  return prices
}

/** The struck-through price of `offer`, or null when there is none to show. */
export function struckPriceCents(offer: StepOffer, listPrices: ReadonlyMap<string, number>): number | null {
  const list = listPrices.get(offer.pack)
  return list !== undefined && list > offer.priceCents ? list : null
}

import type { UpsellPack } from '@schemas/payments/upsell'
import { packContents, packOfferable, packsHeld } from '@schemas/payments/pack-contents'

/** What the step counter and the struck-through price need of an offer. */
export type StepOffer = { pack: UpsellPack; sale: boolean; priceCents: number; fullPriceCents: number | null }

/**
 * "Special offer N of M" counts the offers this student actually gets: each regular offer is a
 * step, and a sale is the same pack's second chance on the same step (it only opens after skipping
 * that offer), so skipping to a sale or past one never leaves a gap in the numbers. An offer the
 * flow passes over (issue #46: a pack the student holds, or a bundle holding one; engine/upsell-flow.ts
 * `atOwnedPack`) is no step, so the counter never says "3 of 4" and then ends.
 *
 * `ownedAtStart`: the packs held when the flow opened; `bought`: those bought in it since. A pack
 * bought at one offer closes only the offers after it, so the steps already passed are counted
 * as they were shown, and the steps ahead as they will be.
 */
export function offerStep(
  offers: readonly Pick<StepOffer, 'pack' | 'sale'>[],
  index: number,
  ownedAtStart: readonly UpsellPack[] = [],
  bought: readonly UpsellPack[] = [],
): { step: number; total: number } {
  const at = Math.min(index, offers.length - 1)
  const held = packsHeld(ownedAtStart)
  const boughtPacks = new Set(bought)
  let step = 0
  let total = 0
  offers.forEach((offer, i) => {
    if (i === at + 1) for (const pack of packsHeld(boughtPacks)) held.add(pack)
    if (!offer.sale && packOfferable(offer.pack, held)) {
      total += 1
      if (i <= at) step += 1
    }
    // Bought here (at this offer or its sale): what it holds is passed over from the next offer on.
    if (i <= at && boughtPacks.has(offer.pack)) for (const pack of packContents[offer.pack]) held.add(pack)
  })
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

import { upsellPacks } from './upsell-labels'

type Pack = (typeof upsellPacks)[number]

/**
 * What each pack holds (itself included). The Ultimate AI pack is the bundle of the other three
 * (decision 007, "The seven default upsells"); the others hold only themselves.
 */
export const packContents: Record<Pack, readonly Pack[]> = {
  complete_ai: ['complete_ai'],
  personal_boost: ['personal_boost'],
  ai_tools: ['ai_tools'],
  ultimate_ai: ['ultimate_ai', 'complete_ai', 'personal_boost', 'ai_tools'],
}

/** Every pack the student has through the packs they own (a bundle brings its parts). */
export function packsHeld(owned: Iterable<Pack>): Set<Pack> {
  return new Set([...owned].flatMap((pack) => packContents[pack]))
}

/**
 * Whether a pack may still be offered to someone holding `held` (issue #46): never a pack they
 * have, nor a bundle holding one of their packs. The catalogue has no "rest of the bundle" offer,
 * so the simplest honest choice is not to offer that bundle at all rather than sell a part twice.
 */
export function packOfferable(pack: Pack, held: ReadonlySet<Pack>): boolean {
  return !packContents[pack].some((part) => held.has(part))
}

/** The packs that include `pack` (itself too): owning any of them gives what `pack` gives. */
export function packsIncluding(pack: Pack): Pack[] {
  return upsellPacks.filter((candidate) => packContents[candidate].includes(pack))
}

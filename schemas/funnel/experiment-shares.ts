/**
 * Experiment shares without zod, so the funnel player's browser modules can use them
 * (tests/unit/player-boundaries.test.ts keeps zod out of the player).
 */

/** A variant that takes new visitors. */
export function isRunning(variant: { weight: number; paused?: boolean | null }): boolean {
  return variant.weight > 0 && !variant.paused
}

/** Percent of new visitors the running funnels take together; whole percents, so sums are exact. */
export function runningShareTotal(variants: readonly { weight: number; paused?: boolean | null }[]): number {
  return variants.filter((variant) => !variant.paused).reduce((sum, variant) => sum + variant.weight, 0)
}

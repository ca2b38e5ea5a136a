import { betaDraw, seededUniform } from './random'

/** Enough draws that P(best) carries a Monte Carlo standard error of at most 0.0036 (√(0.25 / 20,000)). */
export const defaultDraws = 20_000
/** Fixed so that a report computed twice from the same counts shows the same numbers. */
export const defaultSeed = 20_240_601

export type Trials = { visitors: number; conversions: number }
export type PosteriorComparison = {
  /** Per variant, in input order: the posterior probability that its conversion rate is the highest. */
  probabilityToBeBest: number[]
  /**
   * Per variant: E[max over all variants of p − p of this variant], the conversion rate (as a
   * fraction) one expects to give up by shipping it. Near zero for a safe choice.
   */
  expectedLoss: number[]
  draws: number
}

/**
 * Compares conversion rates under independent Beta(1 + conversions, 1 + failures) posteriors — a
 * uniform prior — by Monte Carlo: every draw samples each variant's rate once and credits the
 * highest. Closed forms exist for two variants only; the report may compare up to six.
 */
export function comparePosteriors(variants: readonly Trials[], { draws = defaultDraws, seed = defaultSeed } = {}): PosteriorComparison {
  for (const { visitors, conversions } of variants) {
    if (!Number.isInteger(visitors) || !Number.isInteger(conversions) || conversions < 0 || conversions > visitors) {
      throw new RangeError(`comparePosteriors needs whole 0 ≤ conversions ≤ visitors, got ${conversions}/${visitors}`)
    }
  }
  const uniform = seededUniform(seed)
  const wins = variants.map(() => 0)
  const lossSums = variants.map(() => 0)
  const rates = variants.map(() => 0)
  for (let draw = 0; draw < draws; draw++) {
    let best = 0
    variants.forEach(({ visitors, conversions }, i) => {
      rates[i] = betaDraw(1 + conversions, 1 + visitors - conversions, uniform)
      if (rates[i]! > rates[best]!) best = i
    })
    wins[best]! += 1
    const highest = rates[best]!
    rates.forEach((rate, i) => (lossSums[i]! += highest - rate))
  }
  return {
    probabilityToBeBest: wins.map((count) => count / draws),
    expectedLoss: lossSums.map((sum) => sum / draws),
    draws,
  }
}

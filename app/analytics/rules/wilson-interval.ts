/** The label the report shows beside each conversion rate, naming the method. */
export const conversionIntervalLabel = '95% Wilson score interval'

/** The 0.975 quantile of the standard normal distribution: a two-sided 95% interval. */
export const z95 = 1.959963984540054

export type Interval = { low: number; high: number }

/**
 * The Wilson score interval for a proportion (Wilson 1927; Newcombe 1998, method 3). Chosen over
 * the Wald interval, which collapses to zero width at 0 or n successes and undercovers at the low
 * conversion rates funnels have, and over a Beta credible interval, which needs the inverse
 * incomplete beta function for little practical difference at these sample sizes.
 */
export function wilsonInterval(successes: number, trials: number, z = z95): Interval | null {
  if (trials === 0) return null
  if (!Number.isInteger(successes) || !Number.isInteger(trials) || successes < 0 || successes > trials) {
    throw new RangeError(`wilsonInterval needs whole 0 ≤ successes ≤ trials, got ${successes}/${trials}`)
  }
  const p = successes / trials
  const z2 = z * z
  const denominator = 1 + z2 / trials
  const center = (p + z2 / (2 * trials)) / denominator
  const halfWidth = (z / denominator) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))
  return { low: Math.max(0, center - halfWidth), high: Math.min(1, center + halfWidth) }
}

import { chiSquarePValue } from './incomplete-gamma'

/**
 * Below this p-value the assignment counts are called a sample-ratio mismatch. The test runs on
 * every look at a live experiment, so the bar is strict (the usual choice, e.g. Fabijan et al.,
 * "Diagnosing Sample Ratio Mismatch in Online Controlled Experiments", KDD 2019): a real mismatch
 * — a redirect that loses visitors, bots in one arm — soon falls far below it anyway.
 */
export const srmPValueThreshold = 0.001

export type Assignment = { visitors: number; weight: number }
export type SampleRatioCheck = { chiSquare: number; degreesOfFreedom: number; pValue: number; mismatch: boolean }

/**
 * Pearson's chi-square goodness-of-fit of assignment counts against the configured weights.
 * Paused variants (weight 0) are left out: they take no new visitors, so no count is expected of
 * them. The weights must be those in force for the whole period counted — after a weight change
 * the caller tests each period on its own. Null when there is nothing to compare: fewer than two
 * live variants, or no visitors.
 */
export function checkSampleRatio(assignments: readonly Assignment[]): SampleRatioCheck | null {
  const live = assignments.filter((assignment) => assignment.weight > 0)
  const visitors = live.reduce((sum, assignment) => sum + assignment.visitors, 0)
  const totalWeight = live.reduce((sum, assignment) => sum + assignment.weight, 0)
  if (live.length < 2 || visitors === 0) return null
  const chiSquare = live.reduce((sum, { visitors: observed, weight }) => {
    const expected = (visitors * weight) / totalWeight
    return sum + (observed - expected) ** 2 / expected
  }, 0)
  const degreesOfFreedom = live.length - 1
  const pValue = chiSquarePValue(chiSquare, degreesOfFreedom)
  return { chiSquare, degreesOfFreedom, pValue, mismatch: pValue < srmPValueThreshold }
}

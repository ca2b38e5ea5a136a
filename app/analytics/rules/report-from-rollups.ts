import { type DropOffReport, inFunnelOrder, screenDropOff, stepReach } from './drop-off-report'
import type { FunnelRollup } from './funnel-rollup'
import { type FunnelStep, funnelSteps } from './session-path'
import { addToHistogram, histogramMedianMs, type TimeHistogram } from './time-histogram'

/**
 * The drop-off report from stored rollups alone. Every row passed is added up by screen id, so the
 * caller picks the slice — one funnel, one variant or all, a range of days — when reading rows.
 * Medians are the midpoint of the histogram bucket that holds the exact median (see time-histogram).
 */
export function reportFromRollups(rollup: FunnelRollup, screenOrder: readonly string[]): DropOffReport {
  const tallies = new Map<string, { saw: number; wentOn: number; times: TimeHistogram }>()
  for (const row of rollup.screens) {
    let tally = tallies.get(row.screenId)
    if (!tally) tallies.set(row.screenId, (tally = { saw: 0, wentOn: 0, times: {} }))
    tally.saw += row.saw
    tally.wentOn += row.wentOn
    addToHistogram(tally.times, row.timeOnScreen)
  }
  const reached = Object.fromEntries(funnelSteps.map((step) => [step, 0])) as Record<FunnelStep, number>
  for (const row of rollup.steps) for (const step of funnelSteps) reached[step] += row[step]
  return {
    screens: inFunnelOrder(screenOrder, tallies.keys()).map((screenId) => {
      const tally = tallies.get(screenId)
      return screenDropOff(screenId, tally?.saw ?? 0, tally?.wentOn ?? 0, tally ? histogramMedianMs(tally.times) : null)
    }),
    steps: stepReach(reached),
  }
}

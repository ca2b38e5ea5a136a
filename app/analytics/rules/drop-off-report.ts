import type { FunnelSession } from './funnel-session'
import { type FunnelStep, funnelSteps, sessionPath } from './session-path'
import { lowerMedian } from './time-histogram'

export type ScreenDropOff = {
  screenId: string
  /** Sessions presented the screen at least once. */
  saw: number
  wentOn: number
  droppedOff: number
  /** droppedOff / saw, as a fraction; null when nobody saw the screen. */
  dropOffRate: number | null
  /** Median over sessions of their time on the screen; null when no time was measured. */
  medianTimeOnScreenMs: number | null
}

export type StepReach = { step: FunnelStep; sessions: number; shareOfStarted: number | null }
export type DropOffReport = { screens: ScreenDropOff[]; steps: StepReach[] }

/**
 * Drop-off straight from sessions, with exact medians: for small ad-hoc reports and as the
 * reference the rollups are tested against. Sessions of every funnel and variant passed are added
 * up by screen id, so pass one funnel's (or one variant's).
 */
export function dropOffReport(sessions: readonly FunnelSession[], screenOrder: readonly string[]): DropOffReport {
  const tallies = new Map<string, { saw: number; wentOn: number; times: number[] }>()
  const reached = Object.fromEntries(funnelSteps.map((step) => [step, 0])) as Record<FunnelStep, number>
  for (const session of sessions) {
    const path = sessionPath(session)
    if (!path) continue
    for (const step of funnelSteps) if (path.reached[step]) reached[step] += 1
    for (const [screenId, visit] of path.screens) {
      const tally = tallies.get(screenId) ?? { saw: 0, wentOn: 0, times: [] }
      tally.saw += 1
      if (visit.wentOn) tally.wentOn += 1
      if (visit.timeOnScreenMs !== null) tally.times.push(visit.timeOnScreenMs)
      tallies.set(screenId, tally)
    }
  }
  return {
    screens: inFunnelOrder(screenOrder, tallies.keys()).map((screenId) => {
      const tally = tallies.get(screenId)
      return screenDropOff(screenId, tally?.saw ?? 0, tally?.wentOn ?? 0, lowerMedian(tally?.times ?? []))
    }),
    steps: stepReach(reached),
  }
}

/**
 * Screens in the funnel definition's order, not in the order visitors met them: with branches and
 * skip rules, visitors meet screens in different orders, and the definition's is the one the
 * marketer edits. Every defined screen is listed, even one nobody saw. Screens seen but no longer
 * in the definition (an older version) follow, by id.
 */
export function inFunnelOrder(screenOrder: readonly string[], seen: Iterable<string>): string[] {
  const defined = new Set(screenOrder)
  const retired = [...new Set(seen)].filter((screenId) => !defined.has(screenId)).sort()
  return [...defined, ...retired]
}

export function screenDropOff(screenId: string, saw: number, wentOn: number, medianTimeOnScreenMs: number | null): ScreenDropOff {
  const droppedOff = saw - wentOn
  return { screenId, saw, wentOn, droppedOff, dropOffRate: saw > 0 ? droppedOff / saw : null, medianTimeOnScreenMs }
}

export function stepReach(reached: Record<FunnelStep, number>): StepReach[] {
  return funnelSteps.map((step) => ({
    step,
    sessions: reached[step],
    shareOfStarted: reached.started > 0 ? reached[step] / reached.started : null,
  }))
}

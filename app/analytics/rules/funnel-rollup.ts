import type { FunnelSession } from './funnel-session'
import { type FunnelStep, funnelSteps, sessionPath } from './session-path'
import { histogramOf, mergeHistograms, type TimeHistogram } from './time-histogram'

/** A session counts on the UTC day of its first event, in its funnel and variant. */
export type RollupKey = { day: string; funnelId: string; variant: string | null }

export type ScreenRollup = RollupKey & {
  screenId: string
  /** Sessions presented the screen. */
  saw: number
  /** Of those, sessions that went on (see `ScreenVisit.wentOn`). */
  wentOn: number
  /** Each session's time on the screen, where one was measured. */
  timeOnScreen: TimeHistogram
}

/** Sessions that reached each step. */
export type StepRollup = RollupKey & Record<FunnelStep, number>

/**
 * The stored form of funnel analytics: one row per day × funnel × variant × screen, plus one per
 * day × funnel × variant for the steps. Every field adds up, so rollups of separate batches of
 * sessions merge into the rollup of all of them, and reports never read raw events. A session
 * belongs to the day it started; a day's rows are final once its sessions have ended, so the job
 * that writes them should recompute the last day or two, not append to them.
 */
export type FunnelRollup = { screens: ScreenRollup[]; steps: StepRollup[] }

export function rollupSessions(sessions: readonly FunnelSession[]): FunnelRollup {
  const parts: FunnelRollup[] = []
  for (const session of sessions) {
    const path = sessionPath(session)
    if (!path) continue
    const key: RollupKey = { day: path.day, funnelId: path.funnelId, variant: path.variant }
    const steps = { ...key, ...Object.fromEntries(funnelSteps.map((step) => [step, path.reached[step] ? 1 : 0])) } as StepRollup
    const screens = [...path.screens].map(([screenId, visit]) => ({
      ...key,
      screenId,
      saw: 1,
      wentOn: visit.wentOn ? 1 : 0,
      timeOnScreen: histogramOf(visit.timeOnScreenMs === null ? [] : [visit.timeOnScreenMs]),
    }))
    parts.push({ screens, steps: [steps] })
  }
  return mergeRollups(parts)
}

/** Adds rollups up row by row; the result does not depend on their order or grouping. */
export function mergeRollups(rollups: readonly FunnelRollup[]): FunnelRollup {
  const screens = new Map<string, ScreenRollup>()
  const steps = new Map<string, StepRollup>()
  for (const rollup of rollups) {
    for (const row of rollup.screens) {
      const id = JSON.stringify([row.day, row.funnelId, row.variant, row.screenId])
      const known = screens.get(id)
      screens.set(
        id,
        known
          ? {
              ...known,
              saw: known.saw + row.saw,
              wentOn: known.wentOn + row.wentOn,
              timeOnScreen: mergeHistograms(known.timeOnScreen, row.timeOnScreen),
            }
          : { ...row, timeOnScreen: { ...row.timeOnScreen } },
      )
    }
    for (const row of rollup.steps) {
      const id = JSON.stringify([row.day, row.funnelId, row.variant])
      const known = steps.get(id)
      steps.set(id, known ? { ...known, ...Object.fromEntries(funnelSteps.map((step) => [step, known[step] + row[step]])) } : { ...row })
    }
  }
  const byId = <T>(rows: Map<string, T>) => [...rows].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row)
  return { screens: byId(screens), steps: byId(steps) }
}

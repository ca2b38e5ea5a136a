import { addRevenue, type FunnelSession, type Revenue } from './funnel-session'
import { type Grain, periodOf } from './rollup-period'
import { type FunnelStep, funnelSteps, sessionPath } from './session-path'
import { histogramOf, mergeHistograms, type TimeHistogram } from './time-histogram'
import { allSources, noSource } from './traffic'

/**
 * A session counts in the period (UTC hour or day, see rollup-period.ts) of its first event, in
 * its funnel, variant and source (`(none)` without one).
 */
export type RollupKey = { period: string; funnelId: string; variant: string | null; source: string }

export type ScreenRollup = RollupKey & {
  screenId: string
  /** Sessions presented the screen. */
  saw: number
  /** Of those, sessions that went on (see `ScreenVisit.wentOn`). */
  wentOn: number
  /** Each session's time on the screen, where one was measured. */
  timeOnScreen: TimeHistogram
}

/** Sessions that reached each step, and what their purchases paid. */
export type StepRollup = RollupKey & Record<FunnelStep, number> & { revenue: Revenue }

/**
 * The stored form of funnel analytics: one row per period × funnel × variant × source × screen,
 * plus one per period × funnel × variant × source for the steps. Every field adds up, so rollups
 * of separate batches of sessions merge into the rollup of all of them, and reports never read raw
 * events. A session belongs to the period it started in; a period's rows are final once its
 * sessions have ended (and paid), so the job that writes them recomputes touched periods from
 * events rather than adding to stored rows.
 */
export type FunnelRollup = { screens: ScreenRollup[]; steps: StepRollup[] }

export function rollupSessions(sessions: readonly FunnelSession[], grain: Grain = 'day'): FunnelRollup {
  const parts: FunnelRollup[] = []
  for (const session of sessions) {
    const path = sessionPath(session)
    if (!path) continue
    const key: RollupKey = {
      period: periodOf(path.startedAt, grain),
      funnelId: path.funnelId,
      variant: path.variant,
      source: path.source ?? noSource,
    }
    const reached = Object.fromEntries(funnelSteps.map((step) => [step, path.reached[step] ? 1 : 0])) as Record<FunnelStep, number>
    const screens = [...path.screens].map(([screenId, visit]) => ({
      ...key,
      screenId,
      saw: 1,
      wentOn: visit.wentOn ? 1 : 0,
      timeOnScreen: histogramOf(visit.timeOnScreenMs === null ? [] : [visit.timeOnScreenMs]),
    }))
    parts.push({ screens, steps: [{ ...key, ...reached, revenue: { ...path.revenue } }] })
  }
  return mergeRollups(parts)
}

/** Adds rollups up row by row; the result does not depend on their order or grouping. */
export function mergeRollups(rollups: readonly FunnelRollup[]): FunnelRollup {
  const screens = new Map<string, ScreenRollup>()
  const steps = new Map<string, StepRollup>()
  for (const rollup of rollups) {
    for (const row of rollup.screens) {
      const id = JSON.stringify([row.period, row.funnelId, row.variant, row.source, row.screenId])
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
      const id = JSON.stringify([row.period, row.funnelId, row.variant, row.source])
      const known = steps.get(id)
      steps.set(
        id,
        known
          ? {
              ...known,
              ...Object.fromEntries(funnelSteps.map((step) => [step, known[step] + row[step]])),
              revenue: addRevenue(known.revenue, row.revenue),
            }
          : { ...row, revenue: { ...row.revenue } },
      )
    }
  }
  const byId = <T>(rows: Map<string, T>) => [...rows].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row)
  return { screens: byId(screens), steps: byId(steps) }
}

/**
 * The rollup plus the same rows added up over every source (source `*`): a report over all
 * traffic then reads one row per screen instead of one per screen and source.
 */
export function withAllSources(rollup: FunnelRollup): FunnelRollup {
  const all = mergeRollups([
    {
      screens: rollup.screens.map((row) => ({ ...row, source: allSources })),
      steps: rollup.steps.map((row) => ({ ...row, source: allSources })),
    },
  ])
  return { screens: [...rollup.screens, ...all.screens], steps: [...rollup.steps, ...all.steps] }
}

/** Re-labels rows with another period (hour rows added up into their day, for instance) and merges them. */
export function rollupInto(rollup: FunnelRollup, periodFor: (period: string) => string): FunnelRollup {
  return mergeRollups([
    {
      screens: rollup.screens.map((row) => ({ ...row, period: periodFor(row.period) })),
      steps: rollup.steps.map((row) => ({ ...row, period: periodFor(row.period) })),
    },
  ])
}

import type { Payload } from 'payload'
import { getPayloadClient } from '@cms/get-payload'
import { getEnv } from '../../../config/env'
import { rollupInto, rollupSessions, withAllSources } from '../rules/funnel-rollup'
import { groupSessions } from '../rules/funnel-session'
import { consecutiveRuns, hourMs, periodOf, periodStartMs } from '../rules/rollup-period'
import { chunksOf } from '../rules/chunks'
import { type AnalyticsStore, getAnalyticsStore } from './analytics-store.server'
import { recurringKey, runRecurringNow, workInput, type WorkContext } from '../../core/work/worker.server'

/** The rollup's recurring work item (app/background-work.server.ts schedules it, decision 031); its input keeps how far it got. */
export const rollupTask = 'analytics-rollup'
export const rollupKey = recurringKey(rollupTask)
/** Events received this recently may still be committing in another process; the next run takes them. */
export const settleMs = 5_000
/** Hours recomputed together: one read of the visitors active in them. */
const hoursPerChunk = 24

export type RollupRun = {
  /** Events received in (from, until] were taken in. */
  from: string | null
  until: string
  visitors: number
  hours: number
  days: number
  ms: number
}

/**
 * Where the rollup job keeps its progress and who runs it: the work item `every:analytics-rollup`
 * (a test hands in its own). `run` holds the item while `pass` runs — null when another process
 * holds it — and `pass` keeps the new `doneUntil` in it.
 */
export type RollupItem = {
  doneUntil(): Promise<string | null>
  run<T>(pass: (doneUntil: string | null, keep: (doneUntil: string) => Promise<void>) => Promise<T>): Promise<T | null>
}

const doneUntilOf = (input: unknown): string | null => {
  const value = (input as { doneUntil?: unknown } | null)?.doneUntil
  return typeof value === 'string' ? value : null
}
const keepDoneUntil = (item: WorkContext) => (doneUntil: string) => item.keep({ doneUntil })

/**
 * How often the rollup runs on a schedule (ANALYTICS_ROLLUP_EVERY_MINUTES), or null when no process
 * here schedules it (0): the reports' own passes still write its item, due hourly, which none claims.
 */
export function rollupEveryMs(minutes = getEnv().analyticsRollupEveryMinutes): number | null {
  return minutes > 0 ? minutes * 60_000 : null
}

/** The rollup's work item on this database. */
export function rollupItem(payload: Payload): RollupItem {
  const everyMs = rollupEveryMs() ?? 60 * 60_000
  return {
    doneUntil: async () => doneUntilOf(await workInput(payload, rollupKey)),
    run: async (pass) => {
      const ran = await runRecurringNow(payload, { key: rollupKey, task: rollupTask, everyMs }, (input, item) =>
        pass(doneUntilOf(input), keepDoneUntil(item)),
      )
      return ran ? ran.result : null
    },
  }
}

/** The worker's task for the rollup item: it holds the item already. */
export async function runRollupTask(input: unknown, item: WorkContext): Promise<RollupRun> {
  return rollupPass(await getAnalyticsStore(), doneUntilOf(input), keepDoneUntil(item))
}

/**
 * One pass of the rollup job now, outside the worker's schedule, holding its work item (another
 * process running it → null).
 */
export async function runRollupJob({
  until,
  store,
  item,
}: { until?: Date; store?: AnalyticsStore; item?: RollupItem } = {}): Promise<RollupRun | null> {
  const db = store ?? (await getAnalyticsStore())
  const rollups = item ?? rollupItem(await getPayloadClient())
  return rollups.run((doneUntil, keep) => rollupPass(db, doneUntil, keep, until))
}

/**
 * One pass over what was received after `from` up to `upTo` (by default a few seconds ago, see
 * `settleMs`), run by the holder of the rollup item. It finds the visitors whose events, sessions,
 * orders or payments arrived since the last pass, and from their sessions' first events the UTC
 * hours whose rows are now out of date (an out-of-order event can move a session to an earlier
 * hour: both are redone). Each such hour is recomputed from raw events of every session that started
 * in it and replaced whole, then the days of those hours are re-added from their hours. Nothing is
 * ever added to a stored row, so a pass run twice, or interrupted and run again, leaves the same rows.
 */
async function rollupPass(
  db: AnalyticsStore,
  from: string | null,
  keep: (doneUntil: string) => Promise<void>,
  upTo?: Date,
): Promise<RollupRun> {
  const started = performance.now()
  const until = (upTo ?? new Date(Date.now() - settleMs)).toISOString()
  if (from !== null && from >= until) return { from, until: from, visitors: 0, hours: 0, days: 0, ms: 0 }
  const visitors = await db.touchedVisitors(from, until)
  const hours = new Set<string>()
  for (const chunk of chunksOf(visitors, 2000)) {
    for (const start of await db.sessionStarts(chunk, from)) {
      hours.add(periodOf(Date.parse(start.firstAt), 'hour'))
      if (start.firstBefore) hours.add(periodOf(Date.parse(start.firstBefore), 'hour'))
    }
  }
  const days = await recompute(db, [...hours].sort())
  await keep(until)
  return { from, until, visitors: visitors.length, hours: hours.size, days, ms: Math.round(performance.now() - started) }
}

/** Recomputes the given UTC hours (sorted) from events, then their days; answers how many days. */
async function recompute(db: AnalyticsStore, hours: readonly string[]): Promise<number> {
  for (const chunk of consecutiveRuns(hours, hoursPerChunk)) {
    const wanted = new Set(chunk)
    const from = new Date(periodStartMs(chunk[0]!)).toISOString()
    const to = new Date(periodStartMs(chunk.at(-1)!) + hourMs).toISOString()
    // Every session that started in these hours has its first event in them.
    const visitors = await db.visitorsActive(from, to)
    const [events, outcomes] = await Promise.all([db.eventsOf(visitors), db.outcomesOf(visitors)])
    const rollup = rollupSessions(groupSessions(events, outcomes), 'hour')
    // Sessions of these visitors that started in other hours belong to those hours' rows.
    const own = {
      screens: rollup.screens.filter((row) => wanted.has(row.period)),
      steps: rollup.steps.filter((row) => wanted.has(row.period)),
    }
    await db.replaceRollups('hour', chunk, withAllSources(own))
  }
  const days = [...new Set(hours.map((hour) => hour.slice(0, 10)))]
  for (const day of days) {
    const hourly = await db.readRollups({ spans: [{ grain: 'hour', first: `${day}T00`, last: `${day}T23` }] })
    await db.replaceRollups(
      'day',
      [day],
      rollupInto(hourly, (hour) => hour.slice(0, 10)),
    )
  }
  return days.length
}

/**
 * Brings rollups up to date before a report unless a pass finished within `maxAgeMs`; when another
 * process holds the rollup item, waits for it a few seconds. Answers how far the rollups reach.
 * Nothing received since the last pass → no pass at all: a report view then only reads (claiming
 * and completing the item are writes, and report views come often in the admin process).
 */
export async function refreshRollups({
  maxAgeMs = 60_000,
  waitMs = 5_000,
  store,
  item,
}: { maxAgeMs?: number; waitMs?: number; store?: AnalyticsStore; item?: RollupItem } = {}): Promise<string | null> {
  const db = store ?? (await getAnalyticsStore())
  const rollups = item ?? rollupItem(await getPayloadClient())
  const fresh = (done: string | null) => done !== null && Date.now() - Date.parse(done) <= maxAgeMs
  const before = await rollups.doneUntil()
  if (fresh(before)) return before
  const settled = new Date(Date.now() - settleMs).toISOString()
  if (before !== null && before < settled && (await db.touchedVisitors(before, settled)).length === 0) return settled
  const run = await runRollupJob({ store: db, item: rollups })
  if (run) return run.until
  const deadline = Date.now() + waitMs
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    const done = await rollups.doneUntil()
    if (done !== before) return done
  }
  return rollups.doneUntil()
}

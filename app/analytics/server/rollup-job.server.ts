import { hostname } from 'node:os'
import { randomUUID } from 'node:crypto'
import { rollupInto, rollupSessions, withAllSources } from '../rules/funnel-rollup'
import { groupSessions } from '../rules/funnel-session'
import { consecutiveRuns, hourMs, periodOf, periodStartMs } from '../rules/rollup-period'
import { chunksOf } from '../rules/chunks'
import { type AnalyticsStore, getAnalyticsStore } from './analytics-store.server'

export const rollupJob = 'analytics-rollups'
/** Events received this recently may still be committing in another process; the next run takes them. */
export const settleMs = 5_000
/** A lease outlives a crashed holder by this much; a live holder renews it after every chunk of hours. */
const leaseMs = 5 * 60_000
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
 * One pass of the rollup job, over what was received up to `until` (by default a few seconds ago,
 * see `settleMs`). It takes the job's lease (another process running it → null), finds
 * the visitors whose events, sessions, orders or payments arrived since the last pass, and from
 * their sessions' first events the UTC hours whose rows are now out of date (an out-of-order
 * event can move a session to an earlier hour: both are redone). Each such hour is recomputed from
 * raw events of every session that started in it and replaced whole, then the days of those hours
 * are re-added from their hours. Nothing is ever added to a stored row, so a pass run twice, or
 * interrupted and run again, leaves the same rows.
 */
export async function runRollupJob({ until: upTo, store }: { until?: Date; store?: AnalyticsStore } = {}): Promise<RollupRun | null> {
  const started = performance.now()
  const db = store ?? (await getAnalyticsStore())
  const holder = `${hostname()}:${process.pid}:${randomUUID()}`
  const lease = await db.claim(rollupJob, holder, new Date(Date.now() + leaseMs), new Date())
  if (!lease) return null
  let doneUntil: string | null = null
  try {
    const from = lease.doneUntil
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
    const renew = () => db.renew(rollupJob, holder, new Date(Date.now() + leaseMs))
    const days = await recompute(db, [...hours].sort(), renew)
    doneUntil = until
    return { from, until, visitors: visitors.length, hours: hours.size, days, ms: Math.round(performance.now() - started) }
  } finally {
    await db.release(rollupJob, holder, doneUntil)
  }
}

/** Recomputes the given UTC hours (sorted) from events, then their days; answers how many days. */
async function recompute(db: AnalyticsStore, hours: readonly string[], renew: () => Promise<void>): Promise<number> {
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
    await renew()
  }
  const days = [...new Set(hours.map((hour) => hour.slice(0, 10)))]
  for (const day of days) {
    const hourly = await db.readRollups({ spans: [{ grain: 'hour', first: `${day}T00`, last: `${day}T23` }] })
    await db.replaceRollups(
      'day',
      [day],
      rollupInto(hourly, (hour) => hour.slice(0, 10)),
    )
    await renew()
  }
  return days.length
}

/**
 * Brings rollups up to date before a report unless a pass finished within `maxAgeMs`; when another
 * process holds the lease, waits for it a few seconds. Answers how far the rollups reach.
 * Nothing received since the last pass → no pass at all: a report view then only reads (claiming
 * and releasing the lease are two writes, and report views come often in the admin process).
 */
export async function refreshRollups({
  maxAgeMs = 60_000,
  waitMs = 5_000,
  store,
}: { maxAgeMs?: number; waitMs?: number; store?: AnalyticsStore } = {}): Promise<string | null> {
  const db = store ?? (await getAnalyticsStore())
  const fresh = (done: string | null) => done !== null && Date.now() - Date.parse(done) <= maxAgeMs
  const before = await db.doneUntil(rollupJob)
  if (fresh(before)) return before
  const settled = new Date(Date.now() - settleMs).toISOString()
  if (before !== null && before < settled && (await db.touchedVisitors(before, settled)).length === 0) return settled
  const run = await runRollupJob({ store: db })
  if (run) return run.until
  const deadline = Date.now() + waitMs
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    const done = await db.doneUntil(rollupJob)
    if (done !== before) return done
  }
  return db.doneUntil(rollupJob)
}

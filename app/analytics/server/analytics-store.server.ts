import type { Payload } from 'payload'
import { getPayloadClient } from '@cms/get-payload'
import type { FunnelRollup } from '../rules/funnel-rollup'
import type { RecordedEvent, SessionOutcome } from '../rules/funnel-session'
import type { Grain, PeriodSpan } from '../rules/rollup-period'
import { createPayloadAnalyticsStore } from './payload-analytics-store.server'
import { createSqlAnalyticsStore } from './sql-analytics-store.server'
import { sqlDatabase } from '../../core/sql.server'

/** A session's first event, now and among the events received up to the job's last run. */
export type SessionStart = { visitorId: string; funnelId: string; variant: string | null; firstAt: string; firstBefore: string | null }

export type RollupQuery = {
  spans: readonly PeriodSpan[]
  /** All funnels when absent. */
  funnelIds?: readonly string[]
  /** One source (`*` for all added up); every source row when absent. */
  source?: string
  /** Only the steps rows (no screens). */
  stepsOnly?: boolean
}

/**
 * What the rollup job and the report read and write, apart from appending events (event-sink).
 * Only visitor traffic is ever read: bots and staff previews stay in the events collection alone.
 * Times are ISO 8601 strings; a window (after, upTo] is by the time an event was received.
 */
export type AnalyticsStore = {
  /** Visitors with events received, or a stored session, order or payment written, in the window. */
  touchedVisitors: (after: string | null, upTo: string) => Promise<string[]>
  sessionStarts: (visitorIds: readonly string[], before: string | null) => Promise<SessionStart[]>
  /** Visitors with an event that happened in [from, to). */
  visitorsActive: (from: string, to: string) => Promise<string[]>
  eventsOf: (visitorIds: readonly string[]) => Promise<RecordedEvent[]>
  /** One outcome per stored funnel session of these visitors: orders, payments, its source. */
  outcomesOf: (visitorIds: readonly string[]) => Promise<SessionOutcome[]>
  /** Replaces every row of these periods with `rollup` at once (readers see old or new rows). */
  replaceRollups: (grain: Grain, periods: readonly string[], rollup: FunnelRollup) => Promise<void>
  readRollups: (query: RollupQuery) => Promise<FunnelRollup>
}

const stores = new WeakMap<Payload, Promise<AnalyticsStore>>()

/** SQL (GROUP BY, bulk writes) on SQLite and PostgreSQL; Payload's Local API on MongoDB. */
export async function getAnalyticsStore(): Promise<AnalyticsStore> {
  const payload = await getPayloadClient()
  let store = stores.get(payload)
  if (!store) {
    store = sqlDatabase(payload).then((db) => (db ? createSqlAnalyticsStore(db) : createPayloadAnalyticsStore(payload)))
    stores.set(payload, store)
  }
  return store
}

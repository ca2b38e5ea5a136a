import type { Revenue, RecordedEvent, SessionOutcome } from '../rules/funnel-session'
import { fromStoredRollups, type StoredRollup, toStoredRollups } from '../rules/stored-rollup'
import { sourceOf } from '../rules/traffic'
import { chunksOf } from '../rules/chunks'
import type { AnalyticsStore, SessionStart } from './analytics-store.server'
import { isoOf, jsonOf, type SqlDatabase, type SqlQuery } from '../../core/sql.server'

/** Visitors per `IN (…)` list; rollup rows per INSERT (17 columns, under both dialects' parameter limits). */
const visitorsPerQuery = 500
const rowsPerInsert = 400
/** The revenue of a funnel session: its first payment and the add-ons bought right after, not later renewals. */
const saleKinds = ['charge', 'upsell']

/** The analytics store on Payload's SQLite or PostgreSQL tables (see app/core/sql.server.ts). */
export function createSqlAnalyticsStore(db: SqlDatabase): AnalyticsStore {
  const { sql } = db
  const list = (values: readonly unknown[]) =>
    sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )
  const inWindow = (column: SqlQuery, after: string | null, upTo: string) =>
    after === null ? sql`${column} <= ${upTo}` : sql`${column} > ${after} AND ${column} <= ${upTo}`
  const inChunks = async <T>(ids: readonly string[], read: (chunk: string[]) => Promise<T[]>) =>
    (await Promise.all(chunksOf(ids, visitorsPerQuery).map(read))).flat()

  return {
    async touchedVisitors(after, upTo) {
      const rows = await db.all<{ visitor_id: string }>(sql`
        SELECT visitor_id FROM funnel_events WHERE traffic = 'visitor' AND ${inWindow(sql`created_at`, after, upTo)}
        UNION SELECT visitor_id FROM funnel_sessions WHERE ${inWindow(sql`created_at`, after, upTo)}
        UNION SELECT s.visitor_id FROM orders o JOIN funnel_sessions s ON s.id = o.funnel_session_id
          WHERE ${inWindow(sql`o.updated_at`, after, upTo)}
        UNION SELECT s.visitor_id FROM payments p JOIN orders o ON o.id = p.order_id JOIN funnel_sessions s ON s.id = o.funnel_session_id
          WHERE ${inWindow(sql`p.updated_at`, after, upTo)}`)
      return rows.map((row) => row.visitor_id)
    },

    sessionStarts: (visitorIds, before) =>
      inChunks(visitorIds, async (chunk) => {
        const earlier = before === null ? sql`NULL` : sql`MIN(CASE WHEN created_at <= ${before} THEN occurred_at END)`
        const rows = await db.all<{
          visitor_id: string
          funnel_id: string
          variant: string | null
          first_at: unknown
          first_before: unknown
        }>(sql`
          SELECT visitor_id, funnel_id, variant, MIN(occurred_at) AS first_at, ${earlier} AS first_before
          FROM funnel_events WHERE traffic = 'visitor' AND visitor_id IN (${list(chunk)})
          GROUP BY visitor_id, funnel_id, variant`)
        return rows.map((row): SessionStart => ({
          visitorId: row.visitor_id,
          funnelId: row.funnel_id,
          variant: row.variant,
          firstAt: isoOf(row.first_at)!,
          firstBefore: isoOf(row.first_before),
        }))
      }),

    async visitorsActive(from, to) {
      const rows = await db.all<{ visitor_id: string }>(sql`
        SELECT DISTINCT visitor_id FROM funnel_events WHERE occurred_at >= ${from} AND occurred_at < ${to} AND traffic = 'visitor'`)
      return rows.map((row) => row.visitor_id)
    },

    eventsOf: (visitorIds) =>
      inChunks(visitorIds, async (chunk) => {
        const rows = await db.all<Record<string, string | null>>(sql`
          SELECT event_id, name, visitor_id, funnel_id, variant, screen_id, source, occurred_at
          FROM funnel_events WHERE traffic = 'visitor' AND visitor_id IN (${list(chunk)})`)
        return rows.map((row): RecordedEvent => ({
          eventId: row.event_id!,
          name: row.name as RecordedEvent['name'],
          visitorId: row.visitor_id!,
          funnelId: row.funnel_id!,
          variant: row.variant,
          screenId: row.screen_id,
          source: row.source,
          occurredAt: isoOf(row.occurred_at) ?? '',
        }))
      }),

    outcomesOf: (visitorIds) =>
      inChunks(visitorIds, async (chunk) => {
        const rows = await db.all<{
          id: unknown
          visitor_id: string
          funnel_id: string
          variant: string | null
          attribution: unknown
          order_id: unknown
          status: string | null
          paid_at: unknown
        }>(sql`
          SELECT s.id, s.visitor_id, s.funnel_id, s.variant, s.attribution, o.id AS order_id, o.status, o.paid_at
          FROM funnel_sessions s LEFT JOIN orders o ON o.funnel_session_id = s.id
          WHERE s.visitor_id IN (${list(chunk)})`)
        const orderIds = rows.flatMap((row) => (row.order_id === null ? [] : [row.order_id]))
        const paid = new Map<string, Revenue>()
        for (const ids of chunksOf(orderIds, visitorsPerQuery)) {
          const payments = await db.all<{ order_id: unknown; amount_cents: unknown; currency: keyof Revenue }>(sql`
            SELECT order_id, amount_cents, currency FROM payments
            WHERE status = 'success' AND kind IN (${list(saleKinds)}) AND order_id IN (${list(ids)})`)
          for (const payment of payments) {
            const revenue = paid.get(String(payment.order_id)) ?? {}
            revenue[payment.currency] = (revenue[payment.currency] ?? 0) + Number(payment.amount_cents)
            paid.set(String(payment.order_id), revenue)
          }
        }
        const outcomes = new Map<string, SessionOutcome>()
        for (const row of rows) {
          const attribution = jsonOf<Record<string, string>>(row.attribution) ?? {}
          const outcome = outcomes.get(String(row.id)) ?? {
            visitorId: row.visitor_id,
            funnelId: row.funnel_id,
            variant: row.variant,
            checkout: false,
            purchase: false,
            revenue: {},
            source: sourceOf(attribution),
          }
          if (row.order_id !== null) {
            outcome.checkout = true
            outcome.purchase ||= row.status === 'paid' || row.status === 'refunded' || row.paid_at !== null
            for (const [currency, minorUnits] of Object.entries(paid.get(String(row.order_id)) ?? {}) as [keyof Revenue, number][]) {
              outcome.revenue![currency] = (outcome.revenue![currency] ?? 0) + minorUnits
            }
          }
          outcomes.set(String(row.id), outcome)
        }
        return [...outcomes.values()]
      }),

    async replaceRollups(grain, periods, rollup) {
      const now = new Date().toISOString()
      const rows = toStoredRollups(grain, rollup).map((row) => ({ ...row, createdAt: now, updatedAt: now }))
      await db.transaction(async (tx) => {
        for (const chunk of chunksOf(periods, visitorsPerQuery)) {
          await tx.run(sql`DELETE FROM funnel_rollups WHERE grain = ${grain} AND period IN (${list(chunk)})`)
        }
        for (const chunk of chunksOf(rows, rowsPerInsert)) await tx.insert('funnel-rollups', chunk)
      })
    },

    async readRollups({ spans, funnelIds, source, stepsOnly = false }) {
      const rows: StoredRollup[] = []
      for (const span of spans) {
        const funnels = funnelIds ? sql` AND funnel_id IN (${list(funnelIds)})` : sql``
        const oneSource = source === undefined ? sql`` : sql` AND source = ${source}`
        const screens = stepsOnly ? sql`` : sql`, screens`
        const found = await db.all<Record<string, unknown>>(sql`
          SELECT period, funnel_id, variant, source, started, email, paywall, checkout, purchase, revenue${screens}
          FROM funnel_rollups
          WHERE grain = ${span.grain} AND period >= ${span.first} AND period <= ${span.last}${funnels}${oneSource}`)
        for (const row of found) {
          rows.push({
            grain: span.grain,
            period: row.period as string,
            funnelId: row.funnel_id as string,
            variant: (row.variant as string | null) ?? null,
            source: row.source as string,
            started: Number(row.started),
            email: Number(row.email),
            paywall: Number(row.paywall),
            checkout: Number(row.checkout),
            purchase: Number(row.purchase),
            revenue: jsonOf<Revenue>(row.revenue) ?? {},
            screens: stepsOnly ? {} : (jsonOf<StoredRollup['screens']>(row.screens) ?? {}),
          })
        }
      }
      return fromStoredRollups(rows)
    },
  }
}

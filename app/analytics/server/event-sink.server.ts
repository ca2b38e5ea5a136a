import type { Payload } from 'payload'
import { getPayloadClient } from '@cms/get-payload'
import type { FunnelEvent } from '@cms/payload-types'
import type { Traffic } from '../rules/traffic'
import { createPayloadEventSink } from './payload-event-sink.server'
import { createSqlEventSink } from './sql-event-sink.server'
import { sqlDatabase } from '../../core/sql.server'

/** One funnel event as the server stores it: what the browser sent, plus who sent it and from where. */
export type SinkEvent = Pick<FunnelEvent, 'eventId' | 'name' | 'visitorId' | 'funnelId' | 'occurredAt'> & {
  variant?: string
  screenId?: string
  screenIndex?: number
  screenType?: string
  traffic: Traffic & FunnelEvent['traffic']
  source: string | null
  landingVariant: NonNullable<FunnelEvent['landingVariant']>
  attribution: Record<string, string> | null
}

export type AppendResult = { stored: number; duplicates: number }

/**
 * Where funnel events go. `append` stores each event id at most once, however often and however
 * concurrently a batch is sent, and answers how many were new. Everything that writes events goes
 * through this interface, so moving events to another store (ClickHouse, a Kafka topic feeding a
 * warehouse; see docs/decisions/009-analytics-rollups-and-event-sink.md) is a new adapter here.
 */
export type EventSink = { append: (events: readonly SinkEvent[]) => Promise<AppendResult> }

const sinks = new WeakMap<Payload, Promise<EventSink>>()

/** The sink for this process's database: bulk SQL inserts on SQLite and PostgreSQL, Payload's API on MongoDB. */
export async function getEventSink(): Promise<EventSink> {
  const payload = await getPayloadClient()
  let sink = sinks.get(payload)
  if (!sink) {
    sink = sqlDatabase(payload).then((db) => (db ? createSqlEventSink(db) : createPayloadEventSink(payload)))
    sinks.set(payload, sink)
  }
  return sink
}

/** What is stored of one visitor's events in some funnels: enough to tell which kinds they already have. */
export type StoredEventKind = Pick<FunnelEvent, 'eventId' | 'name' | 'funnelId'> & { variant?: string | null; screenId?: string | null }

/**
 * The read side of the sink, for deciding what a new batch may add (app/funnel/server/
 * event-agreement.server.ts): one visitor's stored events in the given funnels, by the visitorId
 * index, in one SQL statement (Payload's Local API on MongoDB). A visitor has a few dozen per
 * funnel, as the events API counts each kind a limited number of times.
 */
export async function storedEventsOf(visitorId: string, funnelIds: readonly string[]): Promise<StoredEventKind[]> {
  const payload = await getPayloadClient()
  const db = await sqlDatabase(payload)
  if (db) {
    const { sql } = db
    const funnels = sql.join(
      funnelIds.map((id) => sql`${id}`),
      sql`, `,
    )
    const rows = await db.all<{
      event_id: string
      name: StoredEventKind['name']
      funnel_id: string
      variant: string | null
      screen_id: string | null
    }>(
      sql`SELECT event_id, name, funnel_id, variant, screen_id FROM funnel_events WHERE visitor_id = ${visitorId} AND funnel_id IN (${funnels})`,
    )
    return rows.map((row) => ({
      eventId: row.event_id,
      name: row.name,
      funnelId: row.funnel_id,
      variant: row.variant,
      screenId: row.screen_id,
    }))
  }
  const { docs } = await payload.find({
    collection: 'funnel-events',
    where: { and: [{ visitorId: { equals: visitorId } }, { funnelId: { in: [...funnelIds] } }] },
    select: { eventId: true, name: true, funnelId: true, variant: true, screenId: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

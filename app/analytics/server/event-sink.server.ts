import type { Payload } from 'payload'
import { getPayloadClient } from '@cms/get-payload'
import type { FunnelEvent } from '@cms/payload-types'
import type { Traffic } from '../rules/traffic'
import { createPayloadEventSink } from './payload-event-sink.server'
import { createSqlEventSink } from './sql-event-sink.server'
import { sqlDatabase } from './sql.server'

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

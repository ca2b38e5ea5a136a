import type { AppendResult, EventSink, SinkEvent } from './event-sink.server'
import type { SqlDatabase } from './sql.server'

/** Rows per INSERT: well under SQLite's and PostgreSQL's bound-parameter limits (16 columns each). */
const rowsPerStatement = 500

/**
 * Writes a batch with one multi-row INSERT into Payload's funnel_events table, past Payload's
 * per-document create (which would cost a lookup, an insert and a read-back per event). Known
 * ids are skipped by the unique index itself (ON CONFLICT DO NOTHING), so two copies of a batch
 * arriving at once still store each event once; RETURNING tells which rows were new.
 */
export function createSqlEventSink(db: SqlDatabase): EventSink {
  return {
    async append(events: readonly SinkEvent[]): Promise<AppendResult> {
      const now = new Date().toISOString()
      const rows = [...new Map(events.map((event) => [event.eventId, event])).values()].map((event) => ({
        ...event,
        createdAt: now,
        updatedAt: now,
      }))
      let stored = 0
      for (let start = 0; start < rows.length; start += rowsPerStatement) {
        const inserted = await db.insert('funnel-events', rows.slice(start, start + rowsPerStatement), {
          skipConflicts: true,
          returning: 'eventId',
        })
        stored += inserted.length
      }
      return { stored, duplicates: events.length - stored }
    },
  }
}

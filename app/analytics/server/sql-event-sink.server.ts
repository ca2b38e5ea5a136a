import type { AppendResult, EventSink, SinkEvent } from './event-sink.server'
import type { SqlDatabase } from './sql.server'

/** Rows per INSERT: well under SQLite's and PostgreSQL's bound-parameter limits (16 columns each). */
const rowsPerStatement = 500

type Waiting = { events: readonly SinkEvent[]; done: (result: AppendResult) => void; failed: (error: unknown) => void }

/**
 * Writes batches with multi-row INSERTs into Payload's funnel_events table, past Payload's
 * per-document create (a lookup, an insert and a read-back per event). Known ids are skipped by
 * the unique index itself (ON CONFLICT DO NOTHING), so two copies of a batch arriving at once
 * still store each event once; RETURNING tells which rows were new.
 *
 * Batches that arrive while a write is under way wait and go together in the next statement (group
 * commit): on a busy site one transaction carries many requests' events, which is what keeps
 * SQLite's single writer ahead. An id sent in two waiting batches is credited to the first.
 */
export function createSqlEventSink(db: SqlDatabase): EventSink {
  let waiting: Waiting[] = []
  let writing = false

  async function write() {
    writing = true
    while (waiting.length > 0) {
      const group = waiting
      waiting = []
      try {
        const owner = new Map<string, Waiting>()
        const rows: (SinkEvent & { createdAt: string; updatedAt: string })[] = []
        const now = new Date().toISOString()
        for (const item of group) {
          for (const event of item.events) {
            if (owner.has(event.eventId)) continue
            owner.set(event.eventId, item)
            rows.push({ ...event, createdAt: now, updatedAt: now })
          }
        }
        const stored = new Map<Waiting, number>()
        for (let start = 0; start < rows.length; start += rowsPerStatement) {
          const inserted = (await db.insert('funnel-events', rows.slice(start, start + rowsPerStatement), {
            skipConflicts: true,
            returning: 'eventId',
          })) as { value: string }[]
          for (const { value } of inserted) stored.set(owner.get(value)!, (stored.get(owner.get(value)!) ?? 0) + 1)
        }
        for (const item of group) item.done({ stored: stored.get(item) ?? 0, duplicates: item.events.length - (stored.get(item) ?? 0) })
      } catch (error) {
        for (const item of group) item.failed(error)
      }
    }
    writing = false
  }

  return {
    append(events) {
      if (events.length === 0) return Promise.resolve({ stored: 0, duplicates: 0 })
      return new Promise<AppendResult>((done, failed) => {
        waiting.push({ events, done, failed })
        if (!writing) void write()
      })
    },
  }
}

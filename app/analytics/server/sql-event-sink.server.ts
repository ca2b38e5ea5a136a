import type { AppendResult, EventSink, SinkEvent } from './event-sink.server'
import type { SqlDatabase, SqlSession } from '../../core/sql.server'

/** Rows per INSERT: well under SQLite's and PostgreSQL's bound-parameter limits (16 columns each). */
const rowsPerStatement = 500
/**
 * How long a batch waits for others before its write starts. SQLite's driver blocks the process
 * while it writes and syncs, so requests cannot join a write under way: they gather here instead.
 * A commit costs a disk sync (milliseconds); two milliseconds of waiting buy many batches per sync.
 */
const gatherMs = 2

type Waiting = { events: readonly SinkEvent[]; done: (result: AppendResult) => void; failed: (error: unknown) => void }

/**
 * Writes batches with multi-row INSERTs into Payload's funnel_events table, past Payload's
 * per-document create (a lookup, an insert and a read-back per event). Known ids are skipped by
 * the unique index itself (ON CONFLICT DO NOTHING), so two copies of a batch arriving at once
 * still store each event once; RETURNING tells which rows were new.
 *
 * Batches that arrive within a moment of each other, or while a write is under way, go together in
 * one statement (group commit): on a busy site one transaction carries many requests' events,
 * which is what keeps SQLite's single writer ahead. An id sent in two such batches is credited to
 * the first.
 */
export function createSqlEventSink(db: SqlDatabase): EventSink {
  let waiting: Waiting[] = []
  let writing = false
  let gathering = false

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
        const insertAll = async (session: SqlSession) => {
          const inserted: { value: string }[] = []
          for (let start = 0; start < rows.length; start += rowsPerStatement) {
            const chunk = rows.slice(start, start + rowsPerStatement)
            inserted.push(
              ...((await session.insert('funnel-events', chunk, { skipConflicts: true, returning: 'eventId' })) as { value: string }[]),
            )
          }
          return inserted
        }
        // One commit either way: a group too big for one statement goes in one transaction.
        const inserted = rows.length > rowsPerStatement ? await db.transaction(insertAll) : await insertAll(db)
        const stored = new Map<Waiting, number>()
        for (const { value } of inserted) stored.set(owner.get(value)!, (stored.get(owner.get(value)!) ?? 0) + 1)
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
        if (writing || gathering) return
        gathering = true
        setTimeout(() => {
          gathering = false
          void write()
        }, gatherMs)
      })
    },
  }
}

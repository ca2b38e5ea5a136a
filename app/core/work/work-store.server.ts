import type { Payload, Where } from 'payload'
import { jsonOf, sqlDatabase, type SqlDatabase } from '../sql.server'

/** One item as its claimer gets it. */
export type ClaimedWork = { id: number | string; key: string; task: string; input: unknown; everyMs: number | null; attempts: number }

export type WorkStore = {
  /**
   * Writes an item unless its key is written already (then false: the work is known): a one-off, or
   * with `everyMs` a recurring one (the row is left as it is when it exists, unlike ensureRecurring).
   */
  enqueue(item: { key: string; task: string; input?: unknown; runAt: Date; everyMs?: number }): Promise<boolean>
  /** Makes sure a recurring item exists (the first process to start writes it). */
  ensureRecurring(item: { key: string; task: string; everyMs: number; now: Date }): Promise<void>
  /**
   * Claims the next due item of these tasks for `holder` until `until` (only one claimer gets each),
   * or null when none is due. One at a time: an item claimed is begun at once, so its lease never
   * runs out while it waits behind another.
   */
  claimNext(options: { tasks: readonly string[]; holder: string; until: Date; now: Date }): Promise<ClaimedWork | null>
  /**
   * Claims one item by its key whether or not it is due yet (a report that wants its rollups now),
   * unless another holder's lease is live; null then.
   */
  claimKey(options: { key: string; holder: string; until: Date; now: Date }): Promise<ClaimedWork | null>
  /** Replaces the input of an item this holder has claimed: progress the next run starts from. */
  keep(id: ClaimedWork['id'], holder: string, input: unknown): Promise<void>
  /** The input an item holds now (null when there is no such item), without claiming it. */
  inputOf(key: string): Promise<unknown>
  /** Moves the lease on while the work is still running. */
  renew(id: ClaimedWork['id'], holder: string, until: Date): Promise<void>
  /** Done: a one-off is finished, a recurring item is due again `everyMs` from now. */
  complete(item: ClaimedWork, holder: string, now: Date): Promise<void>
  /** Forgets one-off items finished before `before` (failed ones stay, for someone to read why). */
  prune(before: Date): Promise<void>
  /** Not done: due again at `retryAt`, or `failed` for good. */
  fail(item: ClaimedWork, holder: string, error: string, next: { retryAt: Date } | 'give up'): Promise<void>
}

const cache = new WeakMap<object, Promise<WorkStore>>()
/** Due items looked at per claim: when another process takes the first, the next is tried. */
const candidatesPerClaim = 10

/** The work store on Payload's SQL database (one conditional UPDATE per claim), or on its Local API on MongoDB. */
export function workStore(payload: Payload): Promise<WorkStore> {
  let store = cache.get(payload.db)
  if (!store) {
    store = sqlDatabase(payload).then((db) => (db ? sqlWorkStore(db) : localApiWorkStore(payload)))
    cache.set(payload.db, store)
  }
  return store
}

type Row = { id: number | string; key: string; task: string; input: unknown; every_ms: unknown; attempts: unknown }
const claimedOf = (row: Row): ClaimedWork => ({
  id: row.id,
  key: row.key,
  task: row.task,
  input: jsonOf(row.input),
  everyMs: row.every_ms === null || row.every_ms === undefined ? null : Number(row.every_ms),
  attempts: Number(row.attempts ?? 0),
})

function sqlWorkStore(db: SqlDatabase): WorkStore {
  const { sql } = db
  const stamp = () => new Date().toISOString()
  return {
    async enqueue({ key, task, input, runAt, everyMs }) {
      const at = stamp()
      const row = {
        key,
        task,
        input: input ?? null,
        everyMs: everyMs ?? null,
        status: 'due',
        runAt: runAt.toISOString(),
        attempts: 0,
        createdAt: at,
        updatedAt: at,
      }
      const inserted = await db.insert('work-items', [row], { skipConflicts: true, returning: 'id' })
      return inserted.length === 1
    },

    async ensureRecurring({ key, task, everyMs, now }) {
      const at = stamp()
      await db.insert(
        'work-items',
        [{ key, task, everyMs, status: 'due', runAt: now.toISOString(), attempts: 0, createdAt: at, updatedAt: at }],
        {
          skipConflicts: true,
        },
      )
      await db.run(sql`UPDATE work_items SET every_ms = ${everyMs} WHERE key = ${key} AND (every_ms IS NULL OR every_ms <> ${everyMs})`)
    },

    async claimNext({ tasks, holder, until, now }) {
      if (tasks.length === 0) return null
      const at = now.toISOString()
      const taskList = sql.join(
        tasks.map((task) => sql`${task}`),
        sql`, `,
      )
      const due = sql`status = 'due' AND run_at <= ${at} AND (claimed_until IS NULL OR claimed_until < ${at})`
      const candidates = await db.all<{ id: number | string }>(
        sql`SELECT id FROM work_items WHERE ${due} AND task IN (${taskList}) ORDER BY run_at LIMIT ${candidatesPerClaim}`,
      )
      for (const { id } of candidates) {
        // One statement decides: of several processes, only the one whose UPDATE changed the row runs it.
        const taken = await db.run(sql`
          UPDATE work_items SET claimed_by = ${holder}, claimed_until = ${until.toISOString()}, attempts = attempts + 1, updated_at = ${stamp()}
          WHERE id = ${id} AND ${due}`)
        if (taken !== 1) continue // another process was first: try the next
        const [row] = await db.all<Row>(sql`SELECT id, key, task, input, every_ms, attempts FROM work_items WHERE id = ${id}`)
        if (row) return claimedOf(row)
      }
      return null
    },

    async claimKey({ key, holder, until, now }) {
      const at = now.toISOString()
      const taken = await db.run(sql`
        UPDATE work_items SET claimed_by = ${holder}, claimed_until = ${until.toISOString()}, attempts = attempts + 1, updated_at = ${stamp()}
        WHERE key = ${key} AND status = 'due' AND (claimed_until IS NULL OR claimed_until < ${at})`)
      if (taken !== 1) return null
      const [row] = await db.all<Row>(sql`SELECT id, key, task, input, every_ms, attempts FROM work_items WHERE key = ${key}`)
      return row ? claimedOf(row) : null
    },

    async keep(id, holder, input) {
      // Bound as JSON text: SQLite keeps it as text, PostgreSQL casts the untyped parameter to jsonb.
      await db.run(sql`UPDATE work_items SET input = ${JSON.stringify(input)} WHERE id = ${id} AND claimed_by = ${holder}`)
    },

    async inputOf(key) {
      const [row] = await db.all<{ input: unknown }>(sql`SELECT input FROM work_items WHERE key = ${key}`)
      return jsonOf(row?.input)
    },

    async renew(id, holder, until) {
      await db.run(sql`UPDATE work_items SET claimed_until = ${until.toISOString()} WHERE id = ${id} AND claimed_by = ${holder}`)
    },

    async complete(item, holder, now) {
      const mine = sql`WHERE id = ${item.id} AND claimed_by = ${holder}`
      await db.run(
        item.everyMs
          ? sql`UPDATE work_items SET run_at = ${new Date(now.getTime() + item.everyMs).toISOString()}, claimed_by = NULL,
              claimed_until = NULL, attempts = 0, last_error = NULL, updated_at = ${stamp()} ${mine}`
          : sql`UPDATE work_items SET status = 'done', claimed_by = NULL, claimed_until = NULL, last_error = NULL, updated_at = ${stamp()} ${mine}`,
      )
    },

    async prune(before) {
      await db.run(sql`DELETE FROM work_items WHERE status = 'done' AND updated_at < ${before.toISOString()}`)
    },

    async fail(item, holder, error, next) {
      const mine = sql`WHERE id = ${item.id} AND claimed_by = ${holder}`
      await db.run(
        next === 'give up'
          ? sql`UPDATE work_items SET status = 'failed', claimed_by = NULL, claimed_until = NULL, last_error = ${error}, updated_at = ${stamp()} ${mine}`
          : sql`UPDATE work_items SET run_at = ${next.retryAt.toISOString()}, claimed_by = NULL, claimed_until = NULL,
              last_error = ${error}, updated_at = ${stamp()} ${mine}`,
      )
    },
  }
}

/** No live lease at `at`: never claimed, handed back, or its holder's lease ran out (the Local API's form of the claim's clause). */
export const unclaimedAt = (at: string): Where => ({
  or: [{ claimedUntil: { exists: false } }, { claimedUntil: { equals: null } }, { claimedUntil: { less_than: at } }],
})

/**
 * MongoDB has no SQL session here: Payload's `db.updateOne` with a `where` is one findOneAndUpdate
 * on MongoDB, so the claim stays a single conditional write.
 */
function localApiWorkStore(payload: Payload): WorkStore {
  const collection = 'work-items' as const
  const update = (where: object, data: Record<string, unknown>) =>
    payload.db.updateOne({ collection, where: where as never, data, returning: true }).catch(() => null)
  const mine = (id: ClaimedWork['id'], holder: string) => ({ and: [{ id: { equals: id } }, { claimedBy: { equals: holder } }] })
  const byKey = async (key: string) =>
    (await payload.find({ collection, where: { key: { equals: key } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]
  type Doc = NonNullable<Awaited<ReturnType<typeof byKey>>>
  const claimedDoc = (doc: Doc, attempts: number): ClaimedWork => ({
    id: doc.id,
    key: doc.key,
    task: doc.task,
    input: doc.input ?? null,
    everyMs: doc.everyMs ?? null,
    attempts,
  })
  return {
    async enqueue({ key, task, input, runAt, everyMs }) {
      try {
        await payload.create({
          collection,
          data: { key, task, input: (input ?? null) as never, everyMs: everyMs ?? null, status: 'due', runAt: runAt.toISOString() },
          overrideAccess: true,
        })
        return true
      } catch {
        return false
      }
    },
    async ensureRecurring({ key, task, everyMs, now }) {
      if (await byKey(key)) return
      await payload
        .create({ collection, data: { key, task, everyMs, status: 'due', runAt: now.toISOString() }, overrideAccess: true })
        .catch(() => null)
    },
    async claimNext({ tasks, holder, until, now }) {
      const at = now.toISOString()
      const due: Where[] = [{ status: { equals: 'due' } }, { runAt: { less_than_equal: at } }, unclaimedAt(at)]
      const { docs } = await payload.find({
        collection,
        where: { and: [...due, { task: { in: [...tasks] } }] },
        sort: 'runAt',
        limit: candidatesPerClaim,
        depth: 0,
        overrideAccess: true,
      })
      for (const doc of docs) {
        const attempts = (doc.attempts ?? 0) + 1
        const taken = await update(
          { and: [{ id: { equals: doc.id } }, ...due] },
          { claimedBy: holder, claimedUntil: until.toISOString(), attempts },
        )
        if (taken) return claimedDoc(doc, attempts)
      }
      return null
    },
    async claimKey({ key, holder, until, now }) {
      const at = now.toISOString()
      const doc = await byKey(key)
      if (!doc) return null
      const attempts = (doc.attempts ?? 0) + 1
      const taken = await update(
        { and: [{ id: { equals: doc.id } }, { status: { equals: 'due' } }, unclaimedAt(at)] },
        { claimedBy: holder, claimedUntil: until.toISOString(), attempts },
      )
      return taken ? claimedDoc(doc, attempts) : null
    },
    async keep(id, holder, input) {
      await update(mine(id, holder), { input })
    },
    async inputOf(key) {
      return (await byKey(key))?.input ?? null
    },
    async renew(id, holder, until) {
      await update(mine(id, holder), { claimedUntil: until.toISOString() })
    },
    async complete(item, holder, now) {
      await update(
        mine(item.id, holder),
        item.everyMs
          ? {
              runAt: new Date(now.getTime() + item.everyMs).toISOString(),
              claimedBy: null,
              claimedUntil: null,
              attempts: 0,
              lastError: null,
            }
          : { status: 'done', claimedBy: null, claimedUntil: null, lastError: null },
      )
    },
    async prune(before) {
      await payload.delete({
        collection,
        where: { and: [{ status: { equals: 'done' } }, { updatedAt: { less_than: before.toISOString() } }] },
        overrideAccess: true,
      })
    },
    async fail(item, holder, error, next) {
      await update(
        mine(item.id, holder),
        next === 'give up'
          ? { status: 'failed', claimedBy: null, claimedUntil: null, lastError: error }
          : { runAt: next.retryAt.toISOString(), claimedBy: null, claimedUntil: null, lastError: error },
      )
    },
  }
}

import { asc, eq, sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { onStudentDataChanged } from '@cms/hooks/student-data-changed'

/**
 * The student document Payload's JWT strategy reads on every signed-in request, kept between
 * requests (decision 019, fourth pass). The strategy itself still runs — the token's signature,
 * expiry, auth version, collection and session are checked by Payload's own code — but its
 * `findByID` of the student is answered here: one statement prepared once reads the student row's
 * `updatedAt` and `dataVersion` and the live session list, and while the row is unchanged the
 * document read earlier is handed back (a copy, with the session list just read, so a revoked
 * session fails Payload's check at once). Drizzle built the relational query with its sessions
 * sub-select anew for every request (~10 % of a signed-in page's CPU).
 *
 * Every write to the row through Payload sets `updatedAt`, and every write to what the student owns
 * sets `dataVersion`; sign-in and sign-out change only the session list, which is read every time.
 * SQL adapters only: on MongoDB every read goes to Payload.
 */
const maxStudents = 2000

type Row = { updatedAt: unknown; dataVersion: unknown; sid: unknown; createdAt: unknown; expiresAt: unknown }
/** `execute` maps the selected fields on both dialects (node-postgres' `all` answers raw column names). */
type Prepared = { execute: (values: object) => Promise<Row[]> }
/** The part of drizzle's select builder used here (the adapters ship separately typed copies of drizzle). */
type SelectBuilder = {
  from(table: unknown): {
    leftJoin(table: unknown, on: unknown): { where(condition: unknown): { orderBy(order: unknown): { prepare(name?: string): Prepared } } }
  }
}
type Kept = { version: string; doc: Record<string, unknown> }

const kept = new Map<string, Kept>()
const checks = new WeakMap<Payload, Prepared | null>()
const wrappers = new WeakMap<Payload, Payload>()

/** The one statement: the row's version and its sessions (none when the student is gone). */
function checkFor(payload: Payload): Prepared | null {
  if (checks.has(payload)) return checks.get(payload)!
  let check: Prepared | null = null
  const db = payload.db as unknown as {
    drizzle?: { select: (fields: object) => SelectBuilder }
    tables?: Record<string, Record<string, unknown>>
    tableNameMap?: Map<string, string>
    name?: string
  }
  const tableName = db.tableNameMap?.get('students')
  const students = tableName ? db.tables?.[tableName] : undefined
  const sessions = tableName ? db.tables?.[`${tableName}_sessions`] : undefined
  if (db.drizzle && students?.updatedAt && students.dataVersion && sessions?._parentID && sessions.id && sessions.expiresAt) {
    const query = db.drizzle
      .select({
        updatedAt: students.updatedAt,
        dataVersion: students.dataVersion,
        sid: sessions.id,
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
      })
      .from(students)
      .leftJoin(sessions, eq(sessions._parentID as never, students.id as never))
      .where(eq(students.id as never, sql.placeholder('id')))
      .orderBy(asc(sessions._order as never))
    check = db.name === 'postgres' ? query.prepare('kept_session_student') : query.prepare()
  }
  checks.set(payload, check)
  return check
}

const isoDate = (value: unknown) => (value == null ? value : new Date(value as string).toISOString())
const versionOf = (row: { updatedAt?: unknown; dataVersion?: unknown }, depth: unknown) =>
  `${String(isoDate(row.updatedAt))}|${String(row.dataVersion ?? null)}|${String(depth)}`

function keep<T>(key: string, depth: unknown, doc: T): T {
  kept.delete(key)
  if (!doc) return doc
  kept.set(key, { version: versionOf(doc as Record<string, unknown>, depth), doc: structuredClone(doc) as Record<string, unknown> })
  if (kept.size > maxStudents) kept.delete(kept.keys().next().value!)
  return doc
}

// A write in this process drops the kept document at once, so the next request reads it in one statement.
onStudentDataChanged((studentId) => kept.delete(studentId))

/**
 * `payload` for `executeAuthStrategies`: the same instance, but the strategy's read of a student
 * (by id, access overridden, no request of its own) goes through the kept documents.
 */
export function withKeptSessionStudent(payload: Payload): Payload {
  let wrapped = wrappers.get(payload)
  if (!wrapped) {
    const check = checkFor(payload)
    wrapped = check ? wrap(payload, check) : payload
    wrappers.set(payload, wrapped)
  }
  return wrapped
}

function wrap(payload: Payload, check: Prepared): Payload {
  const findByID = (args: Parameters<Payload['findByID']>[0]) => payload.findByID(args)
  const keptFindByID = async (args: Parameters<Payload['findByID']>[0]) => {
    const { collection, id, depth, overrideAccess, req, locale, fallbackLocale, ...rest } = args
    if (collection !== 'students' || overrideAccess !== true || req || locale || fallbackLocale || Object.keys(rest).length > 0)
      return findByID(args)
    const key = String(id)
    const entry = kept.get(key)
    // Nothing kept (first visit, or a write in this process dropped it): Payload's read, one statement as before.
    if (!entry) return keep(key, depth, await findByID(args))
    const rows = await check.execute({ id })
    if (rows.length === 0) {
      kept.delete(key)
      return null
    }
    // Changed by another process since it was kept.
    if (versionOf(rows[0]!, depth) !== entry.version) return keep(key, depth, await findByID(args))
    kept.delete(key)
    kept.set(key, entry)
    const doc = structuredClone(entry.doc)
    doc.sessions = rows
      .filter((row) => row.sid != null)
      .map((row) => ({ id: row.sid, createdAt: isoDate(row.createdAt), expiresAt: isoDate(row.expiresAt) }))
    return doc
  }
  return Object.create(payload, { findByID: { value: keptFindByID } }) as Payload
}

/** For tests: how many students' documents are kept. */
export function keptSessionStudents(): number {
  return kept.size
}

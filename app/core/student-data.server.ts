import { onStudentDataChanged } from '@cms/hooks/student-data-changed'
import type { RequestContext } from './request-context.server'

/**
 * A student's own reads (enrolments, orders, streak, chats…), kept in memory per student and
 * `dataVersion` (decision 019, third pass). Every write to a document a student owns gives the
 * student a new version in the database (cms/hooks/student-data-changed.ts), and the session
 * read every request makes brings it, so a page after a write — in this process or any other —
 * reads anew. Each read is made as that student (`overrideAccess: false`) and kept under their id
 * only: nothing kept for one student is ever handed to another.
 *
 * Kept values are frozen: they are shared by every request of the student until the next write.
 */
const maxStudents = 2000

type Entry = { version: string; reads: Map<string, Promise<unknown>> }
/** In least-recently-used order: a student served moves to the end, the first is dropped past the cap. */
const entries = new Map<string, Entry>()

// A write in this process drops the student's reads at once: the request that wrote still holds
// the old version and may read again after its write.
onStudentDataChanged((studentId) => entries.delete(studentId))

type Student = { id: string | number; dataVersion?: string | null }

/**
 * `read()` once per request, and across page requests once per student data version. Forms'
 * actions, callers without a load context and students without a version yet read every time.
 */
export function studentData<T>(context: RequestContext, student: Student, key: string, read: () => Promise<T>): Promise<T> {
  return context.once(`student:${student.id}:${key}`, () => {
    const version = student.dataVersion
    if (!context.pageRequest || !version) return read()
    return kept(String(student.id), version, key, read)
  })
}

function kept<T>(studentId: string, version: string, key: string, read: () => Promise<T>): Promise<T> {
  let entry = entries.get(studentId)
  if (entry) entries.delete(studentId)
  if (!entry || entry.version !== version) entry = { version, reads: new Map() }
  entries.set(studentId, entry)
  if (entries.size > maxStudents) entries.delete(entries.keys().next().value!)

  const hit = entry.reads.get(key) as Promise<T> | undefined
  if (hit) return hit
  const reads = entry.reads
  const value = read().then(deepFreeze)
  reads.set(key, value)
  value.catch(() => reads.get(key) === value && reads.delete(key))
  return value
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}

/** For tests: how many students have reads kept. */
export function keptStudents(): number {
  return entries.size
}

import { randomUUID } from 'node:crypto'
import { processListeners } from './process-listeners'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest } from 'payload'

/** Who in this process listens for a student's data changing (app/core/student-data.server.ts, kept-session-student.server.ts). */
const listeners = processListeners<string>()

/** Calls `listener` with the student's id whenever this process writes what the student owns. */
export function onStudentDataChanged(listener: (studentId: string) => void): void {
  listeners.add(listener)
}

export function notifyStudentDataChanged(studentId: string): void {
  listeners.notify(studentId)
}

type Owned = { student?: unknown } | null | undefined

function ownerId(doc: Owned): string | number | null {
  const owner = doc?.student
  if (typeof owner === 'string' || typeof owner === 'number') return owner
  if (owner && typeof owner === 'object' && 'id' in owner) return (owner as { id: string | number }).id
  return null
}

/**
 * A new `dataVersion` on the student: every site process keeps the student's reads per version
 * (app/core/student-data.server.ts), and the session brings the version from the database on
 * every request, so the next page reads anew in whichever process serves it. A random value, not
 * a counter: two writes at once can each only make it new, never write back an older one.
 * Through the adapter (no hooks, no field access, no `updatedAt`): it is bookkeeping, not an edit.
 */
export async function bumpStudentDataVersion(payload: Payload, studentId: string | number, req?: PayloadRequest): Promise<void> {
  await payload.db.updateOne({
    collection: 'students',
    where: { id: { equals: studentId } },
    data: { dataVersion: randomUUID() },
    returning: false,
    ...(req ? { req } : {}),
  })
  notifyStudentDataChanged(String(studentId))
}

async function bumpOwners(req: PayloadRequest, ...docs: Owned[]): Promise<void> {
  // A student's own deletion removes their documents first (Students' deleteStudentData): nothing to keep apart then.
  if (req.context?.deletingStudent) return
  const owners = new Set(docs.map(ownerId).filter((id): id is string | number => id !== null))
  for (const id of owners) await bumpStudentDataVersion(req.payload, id, req)
}

const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  await bumpOwners(req, doc as Owned, previousDoc as Owned)
}
const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await bumpOwners(req, doc as Owned)
}

/**
 * Spread into the `hooks` of a collection whose documents name their student in `student`: a
 * change, a move to another student or a delete makes the students' kept reads stale.
 */
export const changesStudentData = { afterChange: [afterChange], afterDelete: [afterDelete] }

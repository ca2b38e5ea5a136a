import type { Payload } from 'payload'
import { type Id, isId } from '@schemas/id'

const sqlRowId = /^[1-9][0-9]{0,15}$/
const objectId = /^[0-9a-f]{24}$/i

/**
 * An id from outside (a route, a body, a form field, a cookie) as this database stores it, or null
 * when no document here can have it — so a malformed or foreign id is a plain "not found" and never
 * reaches the database. SQLite and PostgreSQL number their rows: a positive integer written without
 * leading zeros ("31" → 31; Payload refuses "31" as a relationship to a numbered row). MongoDB names
 * documents with ObjectIds: 24 hex digits, passed on as the string Payload gives back.
 */
export function storedId(payload: Pick<Payload, 'db'>, id: Id): Id | null {
  if (payload.db.defaultIDType === 'number') {
    const row = typeof id === 'number' ? id : sqlRowId.test(id) ? Number(id) : Number.NaN
    return Number.isSafeInteger(row) && row > 0 ? row : null
  }
  if (payload.db.name === 'mongoose') return typeof id === 'string' && objectId.test(id) ? id : null
  return isId(id) ? id : null
}

/** `storedId` for a list: the ids no document here can have are dropped. */
export function storedIds(payload: Pick<Payload, 'db'>, ids: readonly Id[]): Id[] {
  return ids.flatMap((id) => {
    const stored = storedId(payload, id)
    return stored === null ? [] : [stored]
  })
}

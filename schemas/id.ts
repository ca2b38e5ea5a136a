/**
 * Document ids, opaque (issue #10, "MongoDB, honestly"). SQLite and PostgreSQL number their rows
 * (31), MongoDB names documents with ObjectIds ("665f1c2e9b1d4a0012345678"), and the product runs
 * on all three, so an id is whatever the database gave: compare ids with `sameId`, key maps and
 * sets with `idKey`, and never do arithmetic or ordering on them. Ids that come from outside (a
 * route, a body, a form, a cookie) are strings of this charset; `cms/document-id.ts` turns them into
 * the form the database stores. Pure and browser-safe (no zod: see id-schema.ts for that).
 */
export type Id = string | number

/** An id as it travels in a URL, a form or a body: 1–64 letters, digits, `_` or `-`. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/
export const ID_MAX_LENGTH = 64

/** An id the product could have made: a string of the id charset, or a positive whole number. */
export function isId(value: unknown): value is Id {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0
  return typeof value === 'string' && ID_PATTERN.test(value)
}

/** The one normal form ids are compared and keyed by: 31 and "31" are the same id. */
export const idKey = (id: Id): string => String(id)

/** Whether two ids (or relationship values, loaded or not) name the same document; missing never matches. */
export function sameId(a: unknown, b: unknown): boolean {
  const left = relationId(a)
  const right = relationId(b)
  return left !== null && right !== null && idKey(left) === idKey(right)
}

/** The id of a Payload relationship value, whether it was loaded (`{ id }`) or not (the id itself). */
export function relationId(value: unknown): Id | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string') return value === '' ? null : value
  if (value && typeof value === 'object' && 'id' in value) return relationId((value as { id: unknown }).id)
  return null
}

/**
 * Payload's generated types (cms/payload-types.ts) spell every id and relationship `number`: they
 * are generated for the SQL adapters. On MongoDB the same values are strings. A stored id (one a
 * document or `storedId` gave) passes through unchanged, typed as those types expect.
 */
export const asStoredId = (id: Id): number => id as number

/** `relationId` of a relationship value, typed for writing it into another relationship (see asStoredId). */
export const storedRelation = (value: unknown): number | null => relationId(value) as number | null

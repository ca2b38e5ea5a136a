import type { CollectionSlug, Payload } from 'payload'

/**
 * A few documents have the spec's ids on SQL (the default intro lesson is course 31, topic 72,
 * lesson 383). The SQL adapters accept `id` on create (`allowIDOnCreate` in database-adapter.ts);
 * MongoDB ids are ObjectIds, so there the seed lets the database choose and whatever must point at
 * those documents is resolved when seeding (Site settings' intro lesson: seed/catalogue.ts).
 */
export function acceptsFixedIds(payload: Payload): boolean {
  return payload.db.name === 'sqlite' || payload.db.name === 'postgres'
}

type SqlAdapter = {
  drizzle: unknown
  execute: (args: { drizzle: unknown; raw: string }) => Promise<unknown>
  tableNameMap: Map<string, string>
}

/**
 * PostgreSQL's serial sequence does not move when a row is inserted with an explicit id, so the
 * next ordinary insert would collide with it. Moves the sequence past the highest id (SQLite picks
 * max(id) + 1 by itself). Never moves it backwards, so ids of deleted rows are not reused.
 */
export async function syncIdSequence(payload: Payload, collection: CollectionSlug): Promise<void> {
  if (payload.db.name !== 'postgres') return
  const db = payload.db as unknown as SqlAdapter
  const table = db.tableNameMap.get(collection.replaceAll('-', '_')) ?? collection.replaceAll('-', '_')
  const sequence = `pg_get_serial_sequence('"${table}"', 'id')`
  await db.execute({
    drizzle: db.drizzle,
    raw: `SELECT setval(${sequence}, GREATEST((SELECT COALESCE(MAX(id), 0) FROM "${table}"), nextval(${sequence}) - 1, 1))`,
  })
}

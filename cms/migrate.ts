import type { Migration, Payload } from 'payload'
import { databaseKind } from '../config/database-uri'

/**
 * Applies the committed migrations for the configured SQL database. MongoDB needs none: the adapter
 * creates its collections and indexes on connect — in the background, so here start-up waits until
 * every index exists. The unique ones are what make a replayed payment report, a double click or a
 * second enrolment count once, and they must hold before the first request.
 */
export async function migrateDatabase(payload: Payload, databaseUri: string): Promise<void> {
  const kind = databaseKind(databaseUri)
  if (kind === 'mongodb') return ensureMongoIndexes(payload)
  // Loaded by dialect so a SQLite site never loads the PostgreSQL migrations, and the other way
  // round. The generated files are checked by running them (integration tests run both dialects),
  // not by tsc: the two adapters ship separately-typed copies of drizzle-orm.
  const { migrations } = (await import(`./migrations/${kind}/index.ts`)) as { migrations: Migration[] }
  if (kind === 'postgres') {
    const { pool } = payload.db as unknown as { pool: LockPool }
    return withMigrationLock(pool, () => payload.db.migrate({ migrations }))
  }
  await payload.db.migrate({ migrations })
}

type LockClient = { query: (sql: string, values: unknown[]) => Promise<unknown>; release: () => void }
export type LockPool = { connect: () => Promise<LockClient> }

/** An arbitrary 64-bit key that names "this site's migrations" among PostgreSQL's advisory locks. */
export const migrationLockKey = 4_811_200_260_512

/**
 * Several processes starting at once (a rolling deploy, two machines) each read which migrations
 * ran and apply the rest: without a lock two would apply the same one. A session advisory lock,
 * held on a connection of its own while `migrate` runs on the others, lets one process migrate
 * while the rest wait; each then finds every migration applied and applies none.
 */
export async function withMigrationLock<T>(pool: LockPool, migrate: () => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [migrationLockKey])
    try {
      return await migrate()
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [migrationLockKey])
    }
  } finally {
    client.release()
  }
}

/** What the mongoose adapter does itself with `ensureIndexes: true`: every collection, its versions and the globals' versions. */
async function ensureMongoIndexes(payload: Payload): Promise<void> {
  type Model = { ensureIndexes: () => Promise<unknown> }
  const db = payload.db as unknown as { collections: Record<string, Model | undefined>; versions: Record<string, Model | undefined> }
  const models = [
    ...payload.config.collections.flatMap((collection) => [db.collections[collection.slug], db.versions[collection.slug]]),
    ...payload.config.globals.map((global) => db.versions[global.slug]),
  ]
  await Promise.all(models.map((model) => model?.ensureIndexes()))
}

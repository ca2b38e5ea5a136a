import type { Migration, Payload } from 'payload'
import { databaseKind } from '../config/database-uri'

/**
 * Applies the committed migrations for the configured SQL database. MongoDB needs none: its
 * collections and indexes are created by the adapter on connect.
 */
export async function migrateDatabase(payload: Payload, databaseUri: string): Promise<void> {
  const kind = databaseKind(databaseUri)
  if (kind === 'mongodb') return
  // Loaded by dialect so a SQLite site never loads the PostgreSQL migrations, and the other way
  // round. The generated files are checked by running them (integration tests run both dialects),
  // not by tsc: the two adapters ship separately-typed copies of drizzle-orm.
  const { migrations } = (await import(`./migrations/${kind}/index.ts`)) as { migrations: Migration[] }
  await payload.db.migrate({ migrations })
}

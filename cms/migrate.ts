import type { Payload } from 'payload'
import { databaseKind } from '../server/database-uri'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'

/**
 * Applies the committed migrations for the configured SQL database. MongoDB needs none: its
 * collections and indexes are created by the adapter on connect.
 */
export async function migrateDatabase(payload: Payload, databaseUri: string): Promise<void> {
  const kind = databaseKind(databaseUri)
  if (kind === 'mongodb') return
  const migrations = kind === 'sqlite' ? sqliteMigrations : postgresMigrations
  await payload.db.migrate({ migrations })
}

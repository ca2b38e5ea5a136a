/**
 * Runs before each integration test file (each file has its own process): points the app at a
 * brand-new database — a temporary SQLite file, or the server named by TEST_DATABASE_URI
 * (PostgreSQL or MongoDB) emptied on connect — and applies the migrations as start-up does.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll } from 'vitest'

const dataDir = mkdtempSync(path.join(tmpdir(), 'payload-it-'))
const databaseUri = process.env.TEST_DATABASE_URI || `file:${path.join(dataDir, 'test.db')}`
Object.assign(process.env, {
  APP_ENV: 'test',
  DATA_DIR: dataDir,
  DATABASE_URI: databaseUri,
  PAYLOAD_SECRET: 'integration-test-secret-that-is-long-enough',
  LOG_LEVEL: 'error',
  // Payload's adapters empty the database on connect when asked: the shared server starts clean.
  PAYLOAD_DROP_DATABASE: databaseUri.startsWith('file:') ? 'false' : 'true',
})

beforeAll(async () => {
  const { getPayloadClient } = await import('../../cms/get-payload')
  const { migrateDatabase } = await import('../../cms/migrate')
  await migrateDatabase(await getPayloadClient(), databaseUri)
})

afterAll(async () => {
  const { getPayloadClient } = await import('../../cms/get-payload')
  await (await getPayloadClient()).destroy()
  rmSync(dataDir, { recursive: true, force: true })
})

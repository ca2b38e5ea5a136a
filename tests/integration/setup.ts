/**
 * Runs before each integration test file (each file has its own process): points the app at a
 * brand-new database of its own and applies the migrations as start-up does —
 * - no TEST_DATABASE_URI: a temporary SQLite file, a copy of the suite's migrated template
 *   (template-database.ts), removed afterwards;
 * - PostgreSQL (`postgres://…`): a database on that server copied from the suite's migrated
 *   template (`<database>_<pid>_<random>`), dropped afterwards;
 * - MongoDB (`mongodb://…`, `mongodb+srv://…`, as `npm test` passes MONGODB_URI): a database of
 *   this file's own on that server (`it_<pid>_<random>`, whatever database the URI names), dropped
 *   afterwards, so runs and files never share data and nothing is left behind.
 */
import { randomBytes } from 'node:crypto'
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, inject } from 'vitest'
import { databaseKind } from '../../config/database-uri'
import { throwawayMongoUri } from './support/mongo-uri'
import { copyDatabase, databaseUri as uriOf, dropDatabase, ignoreEndedConnections, siblingName } from './support/postgres-databases'

const dataDir = mkdtempSync(path.join(tmpdir(), 'payload-it-'))
const given = process.env.TEST_DATABASE_URI || `file:${path.join(dataDir, 'test.db')}`
const kind = databaseKind(given)
const ownName = `${process.pid}_${randomBytes(4).toString('hex')}`
const template = inject('databaseTemplate')
const postgresCopy = kind === 'postgres' ? siblingName(given, ownName) : ''
const databaseUri = kind === 'mongodb' ? throwawayMongoUri(given, `it_${ownName}`) : postgresCopy ? uriOf(given, postgresCopy) : given
Object.assign(process.env, {
  APP_ENV: 'test',
  DATA_DIR: dataDir,
  DATABASE_URI: databaseUri,
  PAYLOAD_SECRET: 'integration-test-secret-that-is-long-enough',
  LOG_LEVEL: 'error',
  // Every file's database is its own and new. (Dropping a MongoDB one on connect would drop the
  // indexes the adapter has just begun to build.)
  PAYLOAD_DROP_DATABASE: 'false',
})

if (postgresCopy) await copyDatabase(given, template, postgresCopy)
if (kind === 'sqlite' && template) {
  // The database and, should the template have kept any, its write-ahead log.
  for (const suffix of ['', '-wal']) {
    if (existsSync(template + suffix)) copyFileSync(template + suffix, path.join(dataDir, 'test.db' + suffix))
  }
}

beforeAll(async () => {
  // On a copy of the template, nothing is left to apply: this only checks that.
  const { getPayloadClient } = await import('@cms/get-payload')
  const { migrateDatabase } = await import('@cms/migrate')
  await migrateDatabase(await getPayloadClient(), databaseUri)
})

afterAll(async () => {
  const { getPayloadClient } = await import('@cms/get-payload')
  const payload = await getPayloadClient()
  if (kind === 'mongodb') {
    // The mongoose adapter's connection: drop this file's database before closing it.
    const { connection } = payload.db as unknown as { connection: { dropDatabase: () => Promise<unknown> } }
    await connection.dropDatabase()
  }
  await payload.destroy()
  if (postgresCopy) {
    ignoreEndedConnections(payload.db)
    await dropDatabase(given, postgresCopy)
  }
  rmSync(dataDir, { recursive: true, force: true })
})

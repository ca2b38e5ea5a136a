/**
 * Runs before each integration test file. A worker (a thread, see vitest.integration.config.ts)
 * runs file after file, so its database address and data folder are chosen once per worker —
 * config/env.ts reads the environment once and Payload's config is built from it — and each file
 * starts as a new process would:
 * - a brand-new database, copied from the suite's migrated template (template-database.ts):
 *   SQLite (no TEST_DATABASE_URI) the worker's file, PostgreSQL (`postgres://…`) the worker's
 *   database on that server (`<database>_<pid>_<random>`), created `TEMPLATE` the migrated one;
 *   MongoDB (`mongodb://…`, `mongodb+srv://…`, as `npm test` passes MONGODB_URI) the worker's
 *   database (`it_<pid>_<random>`, whatever database the URI names), created on connect;
 * - a new Payload on it, and the app's in-memory state forgotten (content cache, AI provider,
 *   rate-limit counts, event subscribers and the providers of questions, an empty data folder).
 * After the file, Payload is closed and the database dropped (PostgreSQL, MongoDB) or deleted,
 * so runs and files never share data and nothing is left behind; a file in a thread that changed
 * the environment fails (the fork's files may: the next one starts from the worker's environment).
 */
import { randomBytes } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, inject, vi } from 'vitest'
import { databaseKind } from '../../config/database-uri'
import { environmentVariables } from '../../config/env'
import { throwawayMongoUri } from './support/mongo-uri'
import { copyDatabase, databaseUri as uriOf, dropDatabase, ignoreEndedConnections, siblingName } from './support/postgres-databases'
import { rememberPasswordHashes } from '../support/remembered-hashes.mjs'

type Worker = {
  dataDir: string
  databaseUri: string
  kind: ReturnType<typeof databaseKind>
  postgresCopy: string
  environment: string
  /** process.env as the worker set it, before any file changed it. */
  startingEnvironment: NodeJS.ProcessEnv
  /** Files this worker has begun. */
  files: number
}

/** This module runs again for every file; what is chosen once per worker lives on globalThis. */
const slot = Symbol.for('integration-tests.worker')
const holder = globalThis as typeof globalThis & { [slot]?: Worker }
const given = process.env.TEST_DATABASE_URI || ''
const template = inject('databaseTemplate')
const worker = (holder[slot] ??= startWorker())
rememberPasswordHashes()

function startWorker(): Worker {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'payload-it-'))
  const kind = databaseKind(given || 'file:')
  const ownName = `${process.pid}_${randomBytes(4).toString('hex')}`
  const postgresCopy = kind === 'postgres' ? siblingName(given, ownName) : ''
  const databaseUri =
    kind === 'mongodb'
      ? throwawayMongoUri(given, `it_${ownName}`)
      : postgresCopy
        ? uriOf(given, postgresCopy)
        : `file:${path.join(dataDir, 'test.db')}`
  Object.assign(process.env, {
    APP_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URI: databaseUri,
    PAYLOAD_SECRET: 'integration-test-secret-that-is-long-enough',
    LOG_LEVEL: 'error',
    // Every file's database is new. (Dropping a MongoDB one on connect would drop the indexes the
    // adapter has just begun to build.)
    PAYLOAD_DROP_DATABASE: 'false',
  })
  // The worker's data folder goes when the worker does.
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }))
  return { dataDir, databaseUri, kind, postgresCopy, environment: environmentOf(), startingEnvironment: { ...process.env }, files: 0 }
}

/** The variables config/env.ts reads, as one comparable text. */
function environmentOf(): string {
  return JSON.stringify(environmentVariables.map((name) => [name, process.env[name]]))
}

const sqliteFile = path.join(worker.dataDir, 'test.db')
const sqliteFiles = ['', '-wal', '-shm'].map((suffix) => sqliteFile + suffix)

mkdirSync(worker.dataDir, { recursive: true })
if (worker.postgresCopy) {
  // Dropped after each file; again here in case the file before this one failed before its end.
  await dropDatabase(given, worker.postgresCopy)
  await copyDatabase(given, template, worker.postgresCopy)
}
if (worker.kind === 'sqlite' && template) {
  // The database and, should the template have kept any, its write-ahead log.
  for (const suffix of ['', '-wal']) {
    if (existsSync(template + suffix)) copyFileSync(template + suffix, sqliteFile + suffix)
  }
}
// Before a worker's first file nothing is loaded yet; loading the app now would read the
// environment before a file of the fork sets it.
if (worker.files++ > 0) {
  await forgetAppState()
  if (!inject('sharedWorker')) forgetModulesAndEnvironment()
}
// The simulators run the site's code as the host hands it to them (host/simulators.ts), loaded when first asked.
const { provideProduct } = await import('../../dev/simulators/product')
provideProduct(async () => (await import('../../app/simulator-port.server')).simulatorPort)
await import('../support/simulator-protocol')

beforeAll(async () => {
  // On a copy of the template, nothing is left to apply: this only checks that.
  const { getPayloadClient } = await import('@cms/get-payload')
  const { migrateDatabase } = await import('@cms/migrate')
  await migrateDatabase(await getPayloadClient(), worker.databaseUri)
})

afterAll(async () => {
  const { getPayloadClient } = await import('@cms/get-payload')
  const payload = await getPayloadClient()
  if (worker.kind === 'mongodb') {
    // The mongoose adapter's connection: drop this file's database before closing it.
    const { connection } = payload.db as unknown as { connection: { dropDatabase: () => Promise<unknown> } }
    await connection.dropDatabase()
  }
  await closePayload(payload)
  if (worker.postgresCopy) await dropDatabase(given, worker.postgresCopy)
  for (const file of sqliteFiles) rmSync(file, { force: true })
  rmSync(worker.dataDir, { recursive: true, force: true })
  // A file that changes the environment must run in the fork (changesProcess, vitest.integration.config.ts).
  if (inject('sharedWorker')) expect(environmentOf(), 'this file changed process.env: it must run in the fork').toBe(worker.environment)
})

/**
 * Closes Payload and its connection (Payload's destroy leaves libSQL's client and PostgreSQL's pool
 * open) and forgets the instance, so the next file's getPayload builds a new one on its new database.
 */
async function closePayload(payload: Payload): Promise<void> {
  await payload.destroy()
  const db = payload.db as unknown as { client?: { close: () => void }; pool?: { end: () => Promise<void> } }
  db.client?.close()
  if (db.pool) {
    // Not awaited: the client the adapter checked out is never released, so the pool's end waits
    // for it; dropping the database (WITH FORCE) ends that session.
    ignoreEndedConnections(db)
    void db.pool.end().catch(() => undefined)
  }
  ;(globalThis as typeof globalThis & { _payload?: Map<string, unknown> })._payload?.delete('default')
}

/**
 * The process for files that change the environment or replace modules runs them one after another
 * (vitest.integration.config.ts): each begins as in a new process, with the environment the worker
 * set and every module of the app and its mocks loaded anew, so config/env.ts and Payload's config
 * read this file's environment. Only node_modules stay loaded, which is most of a new process's
 * start-up.
 */
function forgetModulesAndEnvironment(): void {
  for (const name of Object.keys(process.env)) if (!(name in worker.startingEnvironment)) delete process.env[name]
  Object.assign(process.env, worker.startingEnvironment)
  vi.resetModules()
}

/** What the app keeps in memory for the life of a process, forgotten as a new process would start. */
async function forgetAppState(): Promise<void> {
  const [{ clearContentCache }, { setAiProvider }, rateLimits, { forgetSubscribers }, { forgetProviders }] = await Promise.all([
    import('../../app/core/content-cache.server'),
    import('../../app/ai/server/ai-provider.server'),
    import('../../app/http/rate-limit'),
    import('../../app/core/events'),
    import('../../app/core/questions'),
  ])
  clearContentCache()
  setAiProvider(undefined)
  rateLimits.installRateLimitStore(new rateLimits.MemoryRateLimitStore())
  forgetSubscribers()
  forgetProviders()
}

/**
 * The host migrates and seeds a new database when it starts: most of a test server's set-up. The
 * first test server of a build to start (the e2e suite's, in `npm test`) keeps a copy of its data
 * folder (database and uploads), as seeded and before any test, and every later start begins from
 * that copy, where the host's own migrate and seed find nothing left to do: the security suite's
 * host and its restart test, the e2e suite's timing run, a rerun of one file. One copy serves both
 * suites: the demo content is the same, and each host adds its own admin at start (ensureAdmin,
 * cms/seed/staff.ts), so a security host begun from the e2e copy also holds the e2e admin, unused.
 * A copy is kept per build and migrations, so a change to the seed, the collections or a migration
 * seeds afresh.
 */
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import { createClient } from '@libsql/client'

/** The name of the database file in a suite's data folder. */
export type SeededData = { database: string }

const cacheRoot = path.resolve('node_modules/.cache/seeded-data')
/** The database's name in the kept copy, whichever suite's server kept it. */
const keptDatabase = 'seeded.db'

/** The build's stamp (its sources, the seed among them) and the SQLite migrations (not in the stamp). */
function key(): string {
  const hash = createHash('sha256').update(readFileSync('build/.source-fingerprint'))
  const migrations = path.resolve('cms/migrations/sqlite')
  for (const name of readdirSync(migrations).sort()) hash.update(name).update(readFileSync(path.join(migrations, name)))
  return hash.digest('hex').slice(0, 16)
}

/** Fills `dataDir` from the kept copy, its database named `as` (the suite's `database`); false when there is none for this build. */
export function restoreSeededData(dataDir: string, { database }: SeededData, as = database): boolean {
  const kept = path.join(cacheRoot, key())
  if (!existsSync(kept)) return false
  cpSync(kept, dataDir, { recursive: true })
  renameSync(path.join(dataDir, keptDatabase), path.join(dataDir, as))
  return true
}

/**
 * Keeps `dataDir` of a host that has just started (and seeded): its files, and the database as one
 * consistent file (VACUUM INTO, safe while the host has it open in WAL mode).
 */
export async function keepSeededData(dataDir: string, { database }: SeededData): Promise<void> {
  const kept = path.join(cacheRoot, key())
  if (existsSync(kept)) return
  const partial = `${kept}.${process.pid}`
  rmSync(partial, { recursive: true, force: true })
  mkdirSync(partial, { recursive: true })
  const databasePath = path.join(dataDir, database)
  cpSync(dataDir, partial, { recursive: true, filter: (source) => !source.startsWith(databasePath) })
  const client = createClient({ url: `file:${databasePath}` })
  try {
    await client.execute({ sql: 'VACUUM INTO ?', args: [path.join(partial, keptDatabase)] })
  } finally {
    client.close()
  }
  // Older builds' copies go: one is enough.
  for (const name of readdirSync(cacheRoot)) {
    if (!name.includes('.')) rmSync(path.join(cacheRoot, name), { recursive: true, force: true })
  }
  renameSync(partial, kept)
}

/**
 * The host migrates and seeds a new database when it starts: most of the suite's set-up. The first
 * start keeps a copy of its data folder (database and uploads), as seeded and before any test, and
 * later starts — the suite's second stage (`security (timed)`), a rerun of one file — begin from that
 * copy, where the host's own migrate and seed find nothing left to do. The copy is kept per build and
 * migrations, so a change to the seed, the collections or a migration seeds afresh.
 */
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import { createClient } from '@libsql/client'

const cacheRoot = path.resolve('node_modules/.cache/security-seeded-data')
export const databaseFile = 'security.db'

/** The build's stamp (its sources, the seed among them) and the SQLite migrations (not in the stamp). */
function key(): string {
  const hash = createHash('sha256').update(readFileSync('build/.source-fingerprint'))
  const migrations = path.resolve('cms/migrations/sqlite')
  for (const name of readdirSync(migrations).sort()) hash.update(name).update(readFileSync(path.join(migrations, name)))
  return hash.digest('hex').slice(0, 16)
}

/** Fills `dataDir` from the kept copy, the database under `database`; false when there is none for this build. */
export function restoreSeededData(dataDir: string, database = databaseFile): boolean {
  const kept = path.join(cacheRoot, key())
  if (!existsSync(kept)) return false
  cpSync(kept, dataDir, { recursive: true })
  if (database !== databaseFile) renameSync(path.join(dataDir, databaseFile), path.join(dataDir, database))
  return true
}

/**
 * Keeps `dataDir` of a host that has just started (and seeded): its files, and the database as one
 * consistent file (VACUUM INTO, safe while the host has it open in WAL mode).
 */
export async function keepSeededData(dataDir: string): Promise<void> {
  const kept = path.join(cacheRoot, key())
  if (existsSync(kept)) return
  const partial = `${kept}.${process.pid}`
  rmSync(partial, { recursive: true, force: true })
  mkdirSync(partial, { recursive: true })
  const database = path.join(dataDir, databaseFile)
  cpSync(dataDir, partial, { recursive: true, filter: (source) => !source.startsWith(database) })
  const client = createClient({ url: `file:${database}` })
  try {
    await client.execute({ sql: 'VACUUM INTO ?', args: [path.join(partial, databaseFile)] })
  } finally {
    client.close()
  }
  // Older builds' copies go: one is enough.
  for (const name of existsSync(cacheRoot) ? readdirSync(cacheRoot) : []) {
    if (!name.includes('.')) rmSync(path.join(cacheRoot, name), { recursive: true, force: true })
  }
  renameSync(partial, kept)
}

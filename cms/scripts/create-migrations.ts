/**
 * Writes a migration for each SQL dialect after a change to the collections:
 *   npm run migrate:create -- <name>
 * The PostgreSQL side needs a reachable server: MIGRATIONS_POSTGRES_URL, else TEST_POSTGRES_URL.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const name = process.argv[2]
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Usage: npm run migrate:create -- <name>   (lowercase letters, digits and _)')
  process.exit(1)
}
const postgresUrl = process.env.MIGRATIONS_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL
if (!postgresUrl) {
  console.error('Set MIGRATIONS_POSTGRES_URL (or TEST_POSTGRES_URL) to an empty PostgreSQL database.')
  process.exit(1)
}

const scratch = mkdtempSync(path.join(tmpdir(), 'migrations-'))
try {
  for (const databaseUri of [`file:${path.join(scratch, 'scratch.db')}`, postgresUrl]) {
    execFileSync('npx', ['payload', 'migrate:create', name, '--skip-empty'], {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URI: databaseUri, PAYLOAD_CONFIG_PATH: 'cms/payload.config.ts' },
    })
  }
} finally {
  rmSync(scratch, { recursive: true, force: true })
}

/**
 * `npm test`'s drift check (issue #10): Payload's committed `cms/payload-types.ts` must be what the
 * config generates today. It is generated into a temporary file and compared; nothing in the
 * working tree is touched. (The funnel JSON Schema has its own unit test,
 * scripts/funnel/json-schema.test.ts.) (The migrations are
 * not compared here yet; the integration suites apply them to empty SQLite and PostgreSQL databases,
 * and schema push is never used, so a field without its migration fails the tests that use it.)
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

type Drift = { file: string; fix: string }

function payloadTypesDrift(): Drift | null {
  const dir = mkdtempSync(path.join(tmpdir(), 'drift-'))
  const output = path.join(dir, 'payload-types.ts')
  try {
    const result = spawnSync('npx', ['payload', 'generate:types'], {
      env: { ...process.env, PAYLOAD_CONFIG_PATH: 'cms/payload.config.ts', PAYLOAD_TS_OUTPUT_PATH: output, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    })
    if (result.status !== 0) throw new Error(`payload generate:types failed:\n${result.stderr.slice(-2000)}`)
    const committed = readFileSync('cms/payload-types.ts', 'utf8')
    return readFileSync(output, 'utf8') === committed ? null : { file: 'cms/payload-types.ts', fix: 'npm run generate:types' }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}


const drifts = [payloadTypesDrift()].filter((drift): drift is Drift => drift !== null)
for (const drift of drifts) console.error(`✗ ${drift.file} differs from what the code generates: run \`${drift.fix}\` and commit it`)
if (drifts.length === 0) console.log('✓ cms/payload-types.ts matches what the Payload config generates')
process.exit(drifts.length === 0 ? 0 : 1)

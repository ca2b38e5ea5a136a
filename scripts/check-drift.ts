/**
 * `npm test`'s drift check (issue #10): generated files that are committed must be what the code
 * generates today — Payload's `cms/payload-types.ts` and the funnel JSON Schema. Each is generated
 * into a temporary file and compared; nothing in the working tree is touched. (The migrations are
 * not compared here yet; the integration suites apply them to empty SQLite and PostgreSQL databases,
 * and schema push is never used, so a field without its migration fails the tests that use it.)
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { funnelJsonSchema, jsonSchemaFile } from './funnel/json-schema'

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

function funnelSchemaDrift(): Drift | null {
  return readFileSync(jsonSchemaFile, 'utf8') === funnelJsonSchema() ? null : { file: path.relative(process.cwd(), jsonSchemaFile), fix: 'npm run funnel -- schema' }
}

const drifts = [payloadTypesDrift(), funnelSchemaDrift()].filter((drift): drift is Drift => drift !== null)
for (const drift of drifts) console.error(`✗ ${drift.file} differs from what the code generates: run \`${drift.fix}\` and commit it`)
if (drifts.length === 0) console.log('✓ cms/payload-types.ts and the funnel JSON Schema match what the code generates')
process.exit(drifts.length === 0 ? 0 : 1)

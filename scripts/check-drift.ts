/**
 * `npm test`'s drift check (issue #10): what is committed must be what the code generates today.
 *   cms/payload-types.ts       Payload's generate:types, written to a temporary file and compared
 *                              (by the SQLite side's child below: one Payload start fewer).
 *   cms/migrations/{sqlite,postgres}
 *                              Payload's own `migrate:create --skip-empty` against a temporary copy
 *                              of each dialect's migrations (scripts/drift/pending-migration.ts): it
 *                              writes one only when the config differs from the latest snapshot.
 *                              It never connects, so PostgreSQL needs no server.
 *   docs/api/openapi.json      the text /api/openapi.json serves (app/openapi.ts), and
 *                              that text passes Redocly's recommended rules (redocly.yaml) with no
 *                              error and no warning: generated clients need what they check.
 *   docs/api/openapi-types.d.ts
 *                              the client types openapi-typescript generates from that document.
 * Nothing in the working tree is touched. (The funnel JSON Schema has its own unit test,
 * scripts/funnel/json-schema.test.ts.)
 */
import { execFile, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openApiJson } from '../app/openapi'
import { apiClientTypes, apiClientTypesFile } from './api-client-types'

type Drift = { problem: string; fix: string; detail?: string }
type Check = { pass: string; run: () => Promise<Drift | null> }

/** Resolves when the command succeeds; rejects with the end of its output (colours removed). */
function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0) return resolve()
      // Payload colours its log; the escape codes are stripped before the lines are shown.
      // eslint-disable-next-line no-control-regex
      reject(new Error(`\`${command} ${args.join(' ')}\` failed (${code}):\n${output.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '').slice(-2000)}`))
    })
  })
}

async function inScratch<T>(use: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), 'drift-'))
  try {
    return await use(dir)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const payloadTypes: Check = {
  pass: 'cms/payload-types.ts matches what the Payload config generates',
  run: async () => {
    // Written by the SQLite side's child (the database kind `npm run generate:types` uses by default).
    if ((await pendingMigration('sqlite')).types === readFileSync('cms/payload-types.ts', 'utf8')) return null
    return { problem: 'cms/payload-types.ts differs from what the Payload config generates', fix: 'npm run generate:types' }
  },
}

// The URI only picks the adapter; PostgreSQL's points at a closed port, so a connection would fail loudly.
const scratchUri = {
  sqlite: (dir: string) => `file:${path.join(dir, 'scratch.db')}`,
  postgres: () => 'postgres://drift:drift@127.0.0.1:1/drift',
}

type Dialect = keyof typeof scratchUri
type Side = { pending: Drift | null; types?: string }
const sides = new Map<Dialect, Promise<Side>>()

/**
 * One Payload start per dialect (scripts/drift/pending-migration.ts): the migration nobody committed,
 * and on the SQLite side also the generated types, instead of a third start for generate:types.
 */
function pendingMigration(dialect: Dialect): Promise<Side> {
  const side = sides.get(dialect) ?? inScratch((dir) => runSide(dialect, dir))
  sides.set(dialect, side)
  return side
}

async function runSide(dialect: Dialect, dir: string): Promise<Side> {
  const committed = `cms/migrations/${dialect}`
  const fix = 'npm run migrate:create -- <name>'
  const copy = path.join(dir, dialect)
  const typesFile = dialect === 'sqlite' ? path.join(dir, 'payload-types.ts') : undefined
  // Written before the migration step, so there even when drizzle-kit stops to ask a question.
  const types = () => (typesFile && existsSync(typesFile) ? { types: readFileSync(typesFile, 'utf8') } : {})
  cpSync(committed, copy, { recursive: true })
  try {
    await run(process.execPath, ['--import', 'tsx', 'scripts/drift/pending-migration.ts', copy, ...(typesFile ? [typesFile] : [])], {
      DATABASE_URI: scratchUri[dialect](dir),
    })
  } catch (error) {
    // A renamed or dropped column: drizzle-kit asks which, and stdin is closed.
    const question = /^.*created or renamed.*$/m.exec(String(error))?.[0]
    if (!question) throw error
    const pending = {
      problem: `${committed} has no migration for a change to the Payload schema; migrate:create asks:`,
      detail: `  ${question}`,
      fix,
    }
    return { pending, ...types() }
  }
  const known = new Set(readdirSync(committed))
  const written = readdirSync(copy).find((file) => file.endsWith('.ts') && !known.has(file))
  if (!written) return { pending: null, ...types() }
  const up = /function up\([^)]*\)[^{]*\{\n([\s\S]*?)\n\}/.exec(readFileSync(path.join(copy, written), 'utf8'))?.[1] ?? ''
  const lines = up.split('\n')
  const pending = {
    problem: `${committed} has no migration for a change to the Payload schema; it would need`,
    detail: [...lines.slice(0, 12), ...(lines.length > 12 ? [`  … ${lines.length - 12} more lines`] : [])].join('\n'),
    fix,
  }
  return { pending, ...types() }
}

function migrations(dialect: Dialect): Check {
  return {
    pass: `cms/migrations/${dialect} covers the Payload schema`,
    run: async () => (await pendingMigration(dialect)).pending,
  }
}

const openApi: Check = {
  pass: 'docs/api/openapi.json matches what app/openapi.ts generates',
  run: async () => {
    const file = 'docs/api/openapi.json'
    if (existsSync(file) && readFileSync(file, 'utf8') === openApiJson()) return null
    return { problem: `${file} differs from the document /api/openapi.json serves`, fix: 'npm run generate:openapi' }
  },
}

const clientTypes: Check = {
  pass: `${apiClientTypesFile} matches what openapi-typescript generates from the document`,
  run: async () => {
    if (existsSync(apiClientTypesFile) && readFileSync(apiClientTypesFile, 'utf8') === (await apiClientTypes())) return null
    return { problem: `${apiClientTypesFile} differs from the client types of the document`, fix: 'npm run generate:openapi' }
  },
}

/** Redocly's own telemetry and update notice stay off: the lint runs with no network. */
const redoclyQuiet = { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }

const openApiLint: Check = {
  pass: 'the OpenAPI document passes Redocly’s recommended rules (redocly.yaml)',
  run: () =>
    inScratch(async (dir) => {
      const file = path.join(dir, 'openapi.json')
      writeFileSync(file, openApiJson())
      // Redocly exits non-zero on errors only; its JSON report counts warnings too, and both fail here.
      const report = await new Promise<string>((resolve) =>
        execFile(
          'npx',
          ['redocly', 'lint', file, '--config', 'redocly.yaml', '--format=json'],
          { env: { ...process.env, ...redoclyQuiet } },
          (_error, stdout) => resolve(stdout),
        ),
      )
      const { totals, problems } = JSON.parse(report.slice(report.indexOf('{'))) as {
        totals: { errors: number; warnings: number }
        problems: { ruleId: string; message: string; location?: { pointer?: string }[] }[]
      }
      if (totals.errors + totals.warnings === 0) return null
      return {
        problem: `the OpenAPI document has ${totals.errors} error(s) and ${totals.warnings} warning(s) by Redocly’s recommended rules`,
        detail: problems
          .slice(0, 12)
          .map((item) => `  ${item.ruleId}: ${item.message} ${item.location?.[0]?.pointer ?? ''}`)
          .join('\n'),
        fix: 'REDOCLY_TELEMETRY=off npx redocly lint docs/api/openapi.json',
      }
    }),
}

const checks = [payloadTypes, migrations('sqlite'), migrations('postgres'), openApi, openApiLint, clientTypes]
const started = Date.now()
const results = await Promise.allSettled(checks.map((check) => check.run()))
results.forEach((result, index) => {
  if (result.status === 'rejected') return console.error(`✗ could not check: ${checks[index]!.pass}\n${result.reason}`)
  const drift = result.value
  if (!drift) return console.log(`✓ ${checks[index]!.pass}`)
  console.error(`✗ ${drift.problem}`)
  if (drift.detail) console.error(drift.detail)
  console.error(`  → run \`${drift.fix}\` and commit the result`)
})
console.log(`drift check: ${((Date.now() - started) / 1000).toFixed(1)} s`)
process.exit(results.every((result) => result.status === 'fulfilled' && result.value === null) ? 0 : 1)

/**
 * `npm test`: type check, lint, format check, unit tests, integration tests on SQLite (and on PostgreSQL when
 * TEST_POSTGRES_URL is set, MongoDB when MONGODB_URI is set), the security suite against the real
 * host, the Playwright e2e suite, then the
 * first-screen JavaScript budget (npm run check:budget) on the build e2e made.
 * Every stage runs even if an earlier one failed; the last line sums them up.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

type Stage = { name: string; command: string[]; env?: Record<string, string>; report?: 'vitest' | 'playwright' }
type Outcome = { name: string; ok: boolean; passed: number; failed: number; skipped: number }

const reports = path.resolve('test-results/reports')
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })
const reportFile = (name: string) => path.join(reports, `${name.replace(/\W+/g, '-')}.json`)

const stages: Stage[] = [
  { name: 'typecheck', command: ['npx', 'tsc', '--noEmit'] },
  // typescript-eslint, react-hooks, jsx-a11y, no import cycles, no zod or state machine in the funnel player.
  { name: 'lint', command: ['npx', 'eslint', '.'] },
  { name: 'format', command: ['npx', 'prettier', '--check', '.'] },
  // Committed Payload types, SQL migrations and OpenAPI document must be what the code generates.
  { name: 'drift', command: ['npx', 'tsx', 'scripts/check-drift.ts'] },
  { name: 'unit', command: ['npx', 'vitest', 'run'], report: 'vitest' },
  integration('integration (sqlite)', undefined),
]
if (process.env.TEST_POSTGRES_URL) stages.push(integration('integration (postgres)', process.env.TEST_POSTGRES_URL))
if (process.env.MONGODB_URI) stages.push(integration('integration (mongodb)', process.env.MONGODB_URI))
// The real host (built when stale) attacked over HTTP: access matrix, origin policy, limits, fuzz.
stages.push({ name: 'security', command: ['npx', 'vitest', 'run', '-c', 'vitest.security.config.ts'], report: 'vitest' })
stages.push({ name: 'e2e', command: ['npx', 'playwright', 'test'], report: 'playwright' })
// After e2e, which built the site: the first screen's JavaScript must stay within budget.
stages.push({ name: 'budget', command: ['npx', 'tsx', 'scripts/check-budget.ts'] })

function integration(name: string, databaseUri: string | undefined): Stage {
  return {
    name,
    command: ['npx', 'vitest', 'run', '-c', 'vitest.integration.config.ts'],
    env: databaseUri ? { TEST_DATABASE_URI: databaseUri } : {},
    report: 'vitest',
  }
}

function run(stage: Stage): Outcome {
  console.log(`\n━━ ${stage.name} ━━`)
  const file = reportFile(stage.name)
  const args = [...stage.command.slice(1)]
  const env: NodeJS.ProcessEnv = { ...process.env, ...stage.env }
  if (stage.report === 'vitest') args.push('--reporter=default', '--reporter=json', `--outputFile.json=${file}`)
  if (stage.report === 'playwright') {
    args.push('--reporter=list,json')
    env.PLAYWRIGHT_JSON_OUTPUT_NAME = file
  }
  const result = spawnSync(stage.command[0]!, args, { stdio: 'inherit', env })
  const ok = result.status === 0
  const counts = readCounts(stage, file)
  return { name: stage.name, ok, ...counts, failed: counts.failed || (ok ? 0 : 1) }
}

function readCounts(stage: Stage, file: string): Pick<Outcome, 'passed' | 'failed' | 'skipped'> {
  if (!stage.report || !existsSync(file)) return { passed: 0, failed: 0, skipped: 0 }
  const json = JSON.parse(readFileSync(file, 'utf8'))
  if (stage.report === 'vitest') {
    return { passed: json.numPassedTests, failed: json.numFailedTests, skipped: json.numPendingTests + json.numTodoTests }
  }
  const stats = json.stats
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped }
}

const outcomes = stages.map(run)
console.log('\n━━ summary ━━')
for (const outcome of outcomes) {
  const counts = outcome.passed || outcome.failed ? ` (${outcome.passed} passed, ${outcome.failed} failed)` : ''
  console.log(`${outcome.ok ? '✓' : '✗'} ${outcome.name}${counts}`)
}
const total = (key: 'passed' | 'failed' | 'skipped') => outcomes.reduce((sum, outcome) => sum + outcome[key], 0)
console.log(`tests: ${total('passed')} passed, ${total('failed')} failed, ${total('skipped')} skipped`)
process.exit(outcomes.every((outcome) => outcome.ok) ? 0 : 1)

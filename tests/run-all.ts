/**
 * `npm test`: type check, lint, format check, unit tests, integration tests on SQLite (and on PostgreSQL when
 * TEST_POSTGRES_URL is set, MongoDB when MONGODB_URI is set), the security suite against the real
 * host, the Playwright e2e suite, and the first-screen JavaScript budget (npm run check:budget).
 *
 * Independent stages run side by side (at most `atOnce` at a time, the longest path first: build,
 * then e2e; the static checks one at a time beside them at the lowest CPU priority; the stages that
 * time the machine last, each alone), each one's output is kept and printed whole when it ends, with
 * its wall time. Every stage runs even if another failed; the last lines sum them up.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'

type Stage = {
  name: string
  command: string[]
  env?: Record<string, string>
  report?: 'vitest' | 'playwright'
  /** Stages that must have ended first (whatever their outcome). */
  after?: string[]
  /**
   * It times the machine: it starts once every other stage has ended, alone, the quiet ones one
   * after another in their order here.
   */
  quiet?: boolean
  /**
   * It times nothing and has no time limit (the static checks): it runs beside the `atOnce` stages,
   * not in their place, one such stage at a time, at the lowest CPU and disk priority (nice 19, idle
   * I/O class), so it only takes the CPU they leave. The quiet stages wait for it like any other.
   */
  idle?: boolean
}
type Outcome = {
  name: string
  ok: boolean
  passed: number
  failed: number
  skipped: number
  seconds: number
  /** CPU time of the stage's processes (user + system), to tell work from waiting. */
  cpuSeconds: number
  /** Each failed test's file, name and first error line: the summary repeats them, as CI keeps only the tail. */
  failures: string[]
}

/**
 * Two stages at a time on two cores (besides the idle ones). Three were tried: the security suite's
 * timed checks (a restart within 10 s, sign-in limits) then missed their marks beside e2e and
 * PostgreSQL.
 */
const atOnce = 2

const reports = path.resolve('test-results/reports')
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })
const reportFile = (name: string) => path.join(reports, `${name.replace(/\W+/g, '-')}.json`)

// In order of priority: a free slot goes to the first stage whose `after` stages have ended.
const security = ['npx', 'vitest', 'run', '-c', 'vitest.security.config.ts']
const stages: Stage[] = [
  // e2e and security both serve this build; building it once up front keeps them from racing to build it.
  { name: 'build', command: ['npx', 'tsx', 'scripts/build-if-stale.ts'] },
  { name: 'e2e', command: ['npx', 'playwright', 'test'], report: 'playwright', after: ['build'] },
  // The tap timing (playwright.config.ts `timing`): a Playwright run of its own, alone at the end
  // (beside the PostgreSQL integration and lint, the tap p75 was 123 ms of its 100).
  { name: 'e2e (timing)', command: ['npx', 'playwright', 'test', '--project=timing'], report: 'playwright', quiet: true },
  { name: 'unit', command: ['npx', 'vitest', 'run'], report: 'vitest' },
  // TypeScript 7 (the native compiler; `typescript` 5 stays for typescript-eslint's typed rules and the
  // editors): 15 s of CPU instead of 70. One thread: on two cores its parallel checkers only add work.
  { name: 'typecheck', command: ['npm', 'run', '-s', 'typecheck', '--', '--singleThreaded'], idle: true },
  // The real host over HTTP, attacked (tests/security/: origin policy, headers, fuzz…) and used
  // (tests/host/: money journeys, logs, metrics), then the files that switch site-wide settings
  // (after the rest, on the same host); those that time things run at the end.
  {
    name: 'security',
    command: [...security, '--project', 'security', '--project', 'security exclusive'],
    report: 'vitest',
    after: ['build'],
  },
  integration('integration (sqlite)', undefined),
]
if (process.env.TEST_POSTGRES_URL) stages.push(integration('integration (postgres)', process.env.TEST_POSTGRES_URL))
if (process.env.MONGODB_URI) stages.push(integration('integration (mongodb)', process.env.MONGODB_URI))
stages.push(
  // typescript-eslint, react-hooks, jsx-a11y, layer zones, no zod or state machine in the funnel player (import cycles: scripts/structure/import-cycles.test.ts, in unit).
  // The static checks are idle stages: on the CPU the others leave (the e2e and security stages wait on
  // pages and the host much of the time), not in their place after them (lint, format and drift took
  // 86 s of the two places at the end of the 2026-12-07 run).
  { name: 'lint', command: ['npx', 'eslint', '--cache', '--cache-location', 'node_modules/.cache/eslint/', '.'], idle: true },
  { name: 'format', command: ['npx', 'prettier', '--check', '.'], idle: true },
  // Committed Payload types, SQL migrations and OpenAPI document must be what the code generates.
  { name: 'drift', command: ['npx', 'tsx', 'scripts/check-drift.ts'], idle: true },
  // The first screen's JavaScript must stay within budget, measured on the build.
  { name: 'budget', command: ['npx', 'tsx', 'scripts/check-budget.ts'], after: ['build'], idle: true },
  // The host files that time restarts and stops, sign-in limits and sign-in timings: alone, after the e2e
  // timing run (beside it, the restart took 12.9 s of its 10 and the tap p75 131 ms of its 100).
  {
    name: 'security (timed)',
    command: [...security, '--project', 'security timed'],
    report: 'vitest',
    quiet: true,
  },
  // Signed-in pages under 100 connections: p99 ≤ 1 s, no timeouts (issue #48, decision 040). Alone
  // and last, as it loads the machine; 8 s a page keeps it under a minute.
  { name: 'overload', command: ['npx', 'tsx', 'scripts/overload-check.ts'], env: { OVERLOAD_SECONDS: '8' }, quiet: true },
)

function integration(name: string, databaseUri: string | undefined): Stage {
  return {
    name,
    command: ['npx', 'vitest', 'run', '-c', 'vitest.integration.config.ts'],
    env: databaseUri ? { TEST_DATABASE_URI: databaseUri } : {},
    report: 'vitest',
  }
}

function run(stage: Stage): Promise<Outcome> {
  const file = reportFile(stage.name)
  const args = [...stage.command.slice(1)]
  const env: NodeJS.ProcessEnv = { ...process.env, ...stage.env }
  if (stage.report === 'vitest') args.push('--reporter=default', '--reporter=json', `--outputFile.json=${file}`)
  if (stage.report === 'playwright') {
    args.push('--reporter=list,json')
    env.PLAYWRIGHT_JSON_OUTPUT_NAME = file
  }
  const started = Date.now()
  console.log(`▶ ${stage.name} started (${clock(started - begun)}${stage.idle ? ', idle priority' : ''})`)
  const command = stage.idle ? [...idlePriority, stage.command[0]!] : [stage.command[0]!]
  return new Promise((resolve) => {
    const output: Buffer[] = []
    const child = spawn(command[0]!, [...command.slice(1), ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
    const finish = (ok: boolean, note = '') => {
      const seconds = (Date.now() - started) / 1000
      const cpuSeconds = reapedCpuSeconds()
      console.log(`\n━━ ${stage.name} ━━ ${ok ? 'passed' : 'FAILED'} in ${duration(seconds)}`)
      process.stdout.write(Buffer.concat(output))
      if (note) console.log(note)
      const counts = readCounts(stage, file)
      resolve({
        name: stage.name,
        ok,
        ...counts,
        failed: counts.failed || (ok ? 0 : 1),
        seconds,
        cpuSeconds,
        failures: readFailures(stage, file),
      })
    }
    child.on('error', (error) => finish(false, `could not start: ${error.message}`))
    child.on('close', (code) => finish(code === 0))
  })
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

/**
 * The CPU time of children this process has reaped (Linux: /proc/self/stat cutime + cstime). Read at
 * every stage's end, the growth since the last read is that stage's: a child's time (with its own
 * reaped descendants') is added only when it is reaped.
 */
let reapedSoFar = 0
function reapedCpuSeconds(): number {
  if (!existsSync('/proc/self/stat')) return 0
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ')
  const total = (Number(fields[13]) + Number(fields[14])) / 100
  const grown = total - reapedSoFar
  reapedSoFar = total
  return grown
}

function readFailures(stage: Stage, file: string): string[] {
  if (!stage.report || !existsSync(file)) return []
  const json = JSON.parse(readFileSync(file, 'utf8'))
  const firstLine = (text: string | undefined) =>
    stripVTControlCharacters(text ?? '')
      .split('\n')
      .find((line) => line.trim()) ?? ''
  const failures: string[] = []
  if (stage.report === 'vitest') {
    for (const file of json.testResults ?? []) {
      const where = path.relative(process.cwd(), file.name)
      const failed = (file.assertionResults ?? []).filter((test: { status: string }) => test.status === 'failed')
      for (const test of failed) failures.push(`${where} › ${test.fullName}\n    ${firstLine(test.failureMessages?.[0])}`)
      if (!failed.length && file.status === 'failed') failures.push(`${where}\n    ${firstLine(file.message)}`)
    }
    return failures
  }
  type Suite = { title: string; file: string; specs?: Spec[]; suites?: Suite[] }
  type Spec = { title: string; line: number; tests: { status: string; results: { error?: { message?: string } }[] }[] }
  const walk = (suite: Suite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests.filter((test) => test.status === 'unexpected')) {
        const error = test.results.findLast((result) => result.error)?.error?.message
        failures.push(`${suite.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}\n    ${firstLine(error)}`)
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title])
  }
  for (const suite of json.suites ?? []) walk(suite, [])
  for (const error of json.errors ?? []) failures.push(`(outside a test)\n    ${firstLine(error.message)}`)
  return failures
}

const duration = (seconds: number) =>
  seconds < 60 ? `${seconds.toFixed(1)} s` : `${Math.floor(Math.round(seconds) / 60)} min ${Math.round(seconds) % 60} s`
const clock = (ms: number) => `at ${duration(ms / 1000)}`

/** Linux's lowest CPU priority and idle I/O class (coreutils' nice, util-linux's ionice; -t: the CPU priority alone where the I/O class cannot be set); elsewhere none. */
const idlePriority = process.platform === 'linux' ? ['nice', '-n', '19', 'ionice', '-c', '3', '-t'] : []

/**
 * Starts every stage once its `after` stages have ended, no more than `atOnce` at a time and one idle
 * stage beside them; the quiet ones alone, last.
 */
async function runAll(): Promise<Outcome[]> {
  const outcomes = new Map<string, Outcome>()
  const waiting = [...stages]
  const running = new Map<Promise<void>, Stage>()
  const runningCount = (idle: boolean) => [...running.values()].filter((stage) => Boolean(stage.idle) === idle).length
  const isReady = (stage: Stage) => {
    if (stage.quiet) return running.size === 0 && waiting.every((other) => other === stage || other.quiet)
    const hasPlace = stage.idle ? runningCount(true) === 0 : runningCount(false) < atOnce
    return hasPlace && (stage.after ?? []).every((name) => outcomes.has(name))
  }
  while (waiting.length || running.size) {
    const ready = waiting.find(isReady)
    if (ready) {
      waiting.splice(waiting.indexOf(ready), 1)
      const job: Promise<void> = run(ready).then((outcome) => {
        outcomes.set(ready.name, outcome)
        running.delete(job)
      })
      running.set(job, ready)
      continue
    }
    await Promise.race(running.keys())
  }
  return stages.map((stage) => outcomes.get(stage.name)!)
}

const begun = Date.now()
const outcomes = await runAll()
console.log('\n━━ summary ━━')
for (const outcome of outcomes) {
  const counts = outcome.passed || outcome.failed ? ` (${outcome.passed} passed, ${outcome.failed} failed)` : ''
  const cpu = outcome.cpuSeconds ? `, CPU ${duration(outcome.cpuSeconds)}` : ''
  console.log(`${outcome.ok ? '✓' : '✗'} ${outcome.name}${counts} — ${duration(outcome.seconds)}${cpu}`)
}
for (const outcome of outcomes) {
  for (const failure of outcome.failures) console.log(`  ✗ ${outcome.name}: ${failure}`)
}
const total = (key: 'passed' | 'failed' | 'skipped') => outcomes.reduce((sum, outcome) => sum + outcome[key], 0)
console.log(`tests: ${total('passed')} passed, ${total('failed')} failed, ${total('skipped')} skipped`)
console.log(
  `wall time: ${duration((Date.now() - begun) / 1000)} (stages side by side; their times add up to ${duration(outcomes.reduce((sum, o) => sum + o.seconds, 0))}, their CPU time to ${duration(outcomes.reduce((sum, o) => sum + o.cpuSeconds, 0))})`,
)
process.exit(outcomes.every((outcome) => outcome.ok) ? 0 : 1)

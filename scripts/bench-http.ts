/**
 * `npm run bench:http` (issue #12): how fast the built site answers what visitors and students
 * open, against a bare node:http server sending the same bytes (the yardstick). It starts the
 * product as `npm start` does (built when stale, then build/host/start.mjs) on a throwaway SQLite
 * database, then runs autocannon:
 *   - 20 connections per route, BENCH_SECONDS each (default 8), BENCH_RUNS times (default 3),
 *     after a 2 s warm-up; the median run's req/s, p50 and p99 are reported;
 *   - one stress run of the funnel's first screen at 100 connections for BENCH_STRESS_SECONDS
 *     (default 10; the goal is stated for 30), with errors and the site process's peak RSS;
 *   - before all that, on a second instance with LOG_DB_QUERIES=true, the database queries each
 *     route makes per request.
 * It measures and prints (and writes test-results/bench-http.json); it does not judge.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { buildAll, buildIsCurrent } from '../server/build'
import { freePort } from '../server/cms-host'
import { hostNodeArgs } from '../server/host-command'

const seconds = Number(process.env.BENCH_SECONDS) || 8
const runs = Number(process.env.BENCH_RUNS) || 3
const stressSeconds = Number(process.env.BENCH_STRESS_SECONDS) || 10
const admin = { email: 'bench-admin@example.com', password: 'Bench-admin-pass-1!' }

type Target = { name: string; url: string; headers?: Record<string, string> }
type Result = { name: string; reqPerSec: number; p50: number; p99: number; errors: number }

type Site = { baseUrl: string; pid: number; queries: () => number; stop: () => void }
const running = new Set<Site>()

process.on('SIGINT', () => {
  for (const site of running) site.stop()
  process.exit(130)
})

/** Starts the product as `npm start` does on a throwaway database; `countQueries` counts its `[db]` lines. */
async function startSite(countQueries = false): Promise<Site> {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-'))
  const child: ChildProcess = spawn(process.execPath, [...hostNodeArgs], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URI: `file:${path.join(dataDir, 'bench.db')}`,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SEED_DEMO_CONTENT: 'true',
      LOG_LEVEL: 'warn',
      RENEWALS_EVERY_MINUTES: '0',
      ANALYTICS_ROLLUP_EVERY_MINUTES: '0',
      LOG_DB_QUERIES: countQueries ? 'true' : 'false',
    },
    stdio: ['ignore', countQueries ? 'pipe' : 'inherit', 'inherit'],
  })
  let queries = 0
  child.stdout?.on(
    'data',
    (chunk: Buffer) =>
      (queries += chunk
        .toString()
        .split('\n')
        .filter((line) => line.startsWith('[db] ')).length),
  )
  const site: Site = {
    baseUrl,
    pid: child.pid!,
    queries: () => queries,
    stop: () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      rmSync(dataDir, { recursive: true, force: true })
      running.delete(site)
    },
  }
  running.add(site)
  const deadline = Date.now() + 2 * 60 * 1000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site exited with code ${child.exitCode}`)
    if (
      await fetch(`${baseUrl}/healthz`)
        .then((response) => response.ok)
        .catch(() => false)
    )
      return site
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the site did not become healthy in 2 minutes')
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
  return (await response.json()) as T
}

/** A signed-in student (Bearer token: the apps' way, no cookie) and a lesson page they can open. */
async function studentTargets(baseUrl: string): Promise<Target[]> {
  const signup = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: 'Bench-student-1!' }),
  })
  const { token } = await json<{ token: string }>(signup, 'sign-up')
  const login = await fetch(`${baseUrl}/cms/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(admin),
  })
  const staff = await json<{ token: string }>(login, 'admin login')
  const lessons = await fetch(`${baseUrl}/cms/api/lessons?limit=1&depth=2&sort=id`, { headers: { authorization: `JWT ${staff.token}` } })
  const lesson = (await json<{ docs: { id: number; topic: { id: number; course: { id: number } | number } }[] }>(lessons, 'lesson lookup'))
    .docs[0]
  if (!lesson) throw new Error('the seeded catalogue has no lesson')
  const courseId = typeof lesson.topic.course === 'object' ? lesson.topic.course.id : lesson.topic.course
  const headers = { authorization: `Bearer ${token}` }
  return [
    { name: 'signed-in /courses', url: `${baseUrl}/courses`, headers },
    { name: 'signed-in lesson', url: `${baseUrl}/course/${courseId}/topic/${lesson.topic.id}/lesson/${lesson.id}`, headers },
  ]
}

function cannon(target: Target, connections: number, duration: number): Promise<autocannon.Result> {
  return autocannon({ url: target.url, connections, duration, headers: target.headers ?? {} })
}

async function measure(target: Target): Promise<Result> {
  await cannon(target, 20, 2)
  const results: autocannon.Result[] = []
  for (let run = 0; run < runs; run++) results.push(await cannon(target, 20, seconds))
  const median = [...results].sort((a, b) => a.requests.average - b.requests.average)[Math.floor(results.length / 2)]!
  return {
    name: target.name,
    reqPerSec: Math.round(median.requests.average),
    p50: median.latency.p50,
    p99: median.latency.p99,
    errors: results.reduce((sum, result) => sum + result.errors + result.non2xx, 0),
  }
}

/** The site process's resident memory (the admin's Next.js child is a separate process). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
}

async function stress(site: Site, target: Target): Promise<{ errors: number; reqPerSec: number; p99: number; peakRssMb: number }> {
  let peak = 0
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(site.pid))), 250)
  const result = await cannon(target, 100, stressSeconds)
  clearInterval(sampler)
  return { errors: result.errors + result.non2xx, reqPerSec: Math.round(result.requests.average), p99: result.latency.p99, peakRssMb: peak }
}

async function yardstick(html: string, contentType: string): Promise<{ url: string; close: () => void }> {
  const body = Buffer.from(html)
  const plain = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': contentType, 'content-length': body.length }).end(body),
  )
  await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(plain.address() as AddressInfo).port}/`, close: () => plain.close() }
}

/** Database queries per request for each target: after one warm-up request, the mean of 5 in a row. */
async function queriesPerRequest(): Promise<Record<string, number>> {
  const site = await startSite(true)
  const counts: Record<string, number> = {}
  for (const target of await targetsOf(site.baseUrl)) {
    await fetch(target.url, { headers: target.headers ?? {} }).then((response) => response.arrayBuffer())
    await new Promise((resolve) => setTimeout(resolve, 200))
    const before = site.queries()
    for (let i = 0; i < 5; i++) await fetch(target.url, { headers: target.headers ?? {} }).then((response) => response.arrayBuffer())
    await new Promise((resolve) => setTimeout(resolve, 200)) // the last lines reach the pipe
    counts[target.name] = (site.queries() - before) / 5
  }
  site.stop()
  return counts
}

async function targetsOf(baseUrl: string): Promise<Target[]> {
  const targets: Target[] = [
    { name: 'funnel first screen', url: `${baseUrl}/onboarding/challenge_100k` },
    { name: 'landing /', url: `${baseUrl}/` },
    ...(await studentTargets(baseUrl)),
  ]
  for (const target of targets) {
    const response = await fetch(target.url, { headers: target.headers ?? {}, redirect: 'manual' })
    if (response.status !== 200) throw new Error(`${target.name} (${target.url}) answered ${response.status}`)
    await response.arrayBuffer()
  }
  return targets
}

async function main() {
  if (!buildIsCurrent()) buildAll() // as npm start does (server/prepare.ts)
  const queries = await queriesPerRequest()
  const site = await startSite()
  const targets = await targetsOf(site.baseUrl)
  const funnel = targets[0]!
  const first = await fetch(funnel.url)
  const plain = await yardstick(await first.text(), first.headers.get('content-type') ?? 'text/html')

  const yard = await measure({ name: 'yardstick (node:http, same HTML)', url: plain.url })
  const results = [yard]
  for (const target of targets) results.push(await measure(target))
  const stressed = await stress(site, funnel)
  plain.close()
  site.stop()

  const when = new Date().toISOString()
  const lines = [
    `HTTP benchmark — ${when}, ${os.cpus().length} cores, Node ${process.version}, ${runs} × ${seconds} s at 20 connections (median run)`,
    '',
    '| Route | req/s | p50 ms | p99 ms | × yardstick | errors | DB queries per request |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(
      (result) =>
        `| ${result.name} | ${result.reqPerSec} | ${result.p50} | ${result.p99} | ${(result.reqPerSec / yard.reqPerSec).toFixed(3)} | ${result.errors} | ${queries[result.name] ?? '—'} |`,
    ),
    '',
    `Stress: funnel first screen, 100 connections × ${stressSeconds} s: ${stressed.reqPerSec} req/s, p99 ${stressed.p99} ms, ${stressed.errors} errors, site process peak RSS ${stressed.peakRssMb} MB`,
  ]
  console.log(`\n${lines.join('\n')}\n`)
  mkdirSync('test-results', { recursive: true })
  writeFileSync(
    'test-results/bench-http.json',
    JSON.stringify({ when, cores: os.cpus().length, node: process.version, seconds, runs, results, queries, stress: stressed }, null, 2),
  )
}

main()
  .then(() => process.exit(0))
  .catch((error: Error) => {
    console.error(`✗ ${error.message}`)
    for (const site of running) site.stop()
    process.exit(1)
  })

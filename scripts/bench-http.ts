/**
 * `npm run bench:http` (issues #12, #33): how fast the built site answers what visitors and
 * students open, against a bare node:http server sending the same bytes (the yardstick). It starts
 * the product as `npm start` does (built when stale, then build/host/start.mjs) on a throwaway
 * SQLite database, then runs autocannon:
 *   - the funnel's first screen and the landing (new visitors), then /home, /courses, a lesson and
 *     /assistant with the cookie of a student who has just bought (their /home opens the product
 *     onboarding modal);
 *   - per page, 20 connections for BENCH_SECONDS (default 8), BENCH_RUNS times (default 3), each
 *     run beside a run of the yardstick serving that page's own bytes, after a 2 s warm-up of both;
 *     the median run's req/s, p50 and p99, and the median of the runs' ratios to the yardstick
 *     (the machine's load falls on both alike, so the ratio is what compares across machines);
 *   - one stress run at 100 connections for BENCH_STRESS_SECONDS (default 10; 0 skips it): half on
 *     the funnel's first screen, half on the signed-in pages, with errors and the site's peak RSS;
 *   - before all that, on a second instance with LOG_DB_QUERIES=true, the database queries each
 *     route makes per request (BENCH_COUNT_QUERIES=false skips it).
 * BENCH_ONLY (a pattern of route names) measures only those; BENCH_CPU_PROF (a folder) runs the
 * measured site under `node --cpu-prof`, its profile written when it stops.
 * It measures and prints (and writes test-results/bench-http.json); it does not judge.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { buildAll, buildIsCurrent } from '../host/build'
import { freePort } from '../host/cms-host'
import { hostNodeArgs } from '../host/host-command'
import { benchAdmin as admin, json, purchasedStudentCookie } from './bench-student'

const seconds = Number(process.env.BENCH_SECONDS) || 8
const runs = Number(process.env.BENCH_RUNS) || 3
const stressSeconds = Number(process.env.BENCH_STRESS_SECONDS ?? 10)
/** BENCH_ONLY: a pattern of the route names to measure (the stress run and query counts still cover all). */
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null
/** BENCH_CPU_PROF: a folder for the measured site's `node --cpu-prof` profile, written when it stops. */
const cpuProfileDir = process.env.BENCH_CPU_PROF

type Target = { name: string; url: string; headers?: Record<string, string> }
type Result = { name: string; reqPerSec: number; p50: number; p99: number; yardstickReqPerSec: number; ratio: number; errors: number }

type Site = { baseUrl: string; pid: number; queries: () => number; stop: () => void }
const running = new Set<Site>()

process.on('SIGINT', () => {
  for (const site of running) site.stop()
  process.exit(130)
})

/** Starts the product as `npm start` does on a throwaway database; `countQueries` counts its `[db]` lines. */
async function startSite(countQueries = false, profile = false): Promise<Site> {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-'))
  const child: ChildProcess = spawn(
    process.execPath,
    [...(profile && cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : []), ...hostNodeArgs],
    {
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
    },
  )
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

/** The pages a paying student opens every day, with their session cookie. */
async function studentTargets(baseUrl: string): Promise<Target[]> {
  const cookie = await purchasedStudentCookie(baseUrl)
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
  const headers = { cookie }
  return [
    { name: 'signed-in /home (onboarding modal open)', url: `${baseUrl}/home`, headers },
    { name: 'signed-in /courses', url: `${baseUrl}/courses`, headers },
    { name: 'signed-in lesson', url: `${baseUrl}/course/${courseId}/topic/${lesson.topic.id}/lesson/${lesson.id}`, headers },
    { name: 'signed-in /assistant', url: `${baseUrl}/assistant`, headers },
  ]
}

function cannon(target: Target, connections: number, duration: number): Promise<autocannon.Result> {
  return autocannon({ url: target.url, connections, duration, headers: target.headers ?? {} })
}

/** The median of `runs` numbers. */
function median(values: number[]): number {
  return [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!
}

/**
 * A page and its yardstick (a bare node:http server sending the page's own bytes), run by run in
 * turn, so a shared machine's load falls on both alike; the ratio is the median of the runs' ratios.
 */
async function measure(target: Target): Promise<Result> {
  const first = await fetch(target.url, { headers: target.headers ?? {} })
  const plain = await yardstick(await first.text(), first.headers.get('content-type') ?? 'text/html')
  const bare: Target = { name: 'yardstick', url: plain.url }
  await cannon(bare, 20, 2)
  await cannon(target, 20, 2)
  const pairs: { page: autocannon.Result; yard: autocannon.Result }[] = []
  for (let run = 0; run < runs; run++) pairs.push({ yard: await cannon(bare, 20, seconds), page: await cannon(target, 20, seconds) })
  plain.close()
  const middle = [...pairs].sort((a, b) => a.page.requests.average - b.page.requests.average)[Math.floor(pairs.length / 2)]!
  return {
    name: target.name,
    reqPerSec: Math.round(middle.page.requests.average),
    p50: middle.page.latency.p50,
    p99: middle.page.latency.p99,
    yardstickReqPerSec: Math.round(median(pairs.map((pair) => pair.yard.requests.average))),
    ratio: median(pairs.map((pair) => pair.page.requests.average / pair.yard.requests.average)),
    errors: pairs.reduce((sum, pair) => sum + pair.page.errors + pair.page.non2xx, 0),
  }
}

/** The site process's resident memory (the admin's Next.js child is a separate process). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
}

/**
 * 100 connections at once: half on the funnel's first screen (an ad burst), the other half spread
 * over the signed-in pages (students at their daily lesson), with the site process's peak RSS.
 */
async function stress(site: Site, targets: Target[]): Promise<Stress> {
  let peak = 0
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(site.pid))), 250)
  const [funnel, ...signedIn] = targets
  const share = Math.floor(50 / signedIn.length)
  const results = await Promise.all([
    cannon(funnel!, 100 - share * signedIn.length, stressSeconds),
    ...signedIn.map((target) => cannon(target, share, stressSeconds)),
  ])
  clearInterval(sampler)
  return {
    errors: results.reduce((sum, result) => sum + result.errors + result.non2xx, 0),
    reqPerSec: Math.round(results.reduce((sum, result) => sum + result.requests.average, 0)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    peakRssMb: peak,
  }
}

type Stress = { errors: number; reqPerSec: number; p99: number; peakRssMb: number }

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
  if (!buildIsCurrent()) await buildAll() // as npm start does (host/prepare.ts)
  const queries = process.env.BENCH_COUNT_QUERIES === 'false' ? {} : await queriesPerRequest()
  const site = await startSite(false, true)
  const targets = await targetsOf(site.baseUrl)
  const results: Result[] = []
  for (const target of targets) if (!only || only.test(target.name)) results.push(await measure(target))
  const stressed =
    stressSeconds > 0 ? await stress(site, [targets[0]!, ...targets.filter((target) => target.name.startsWith('signed-in'))]) : null
  site.stop()

  const when = new Date().toISOString()
  const lines = [
    `HTTP benchmark — ${when}, ${os.cpus().length} cores, Node ${process.version}, ${runs} × ${seconds} s at 20 connections, each page in turn with its yardstick (node:http sending the page's own bytes); the median run`,
    '',
    '| Route | req/s | p50 ms | p99 ms | yardstick req/s | × yardstick | errors | DB queries per request |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(
      (result) =>
        `| ${result.name} | ${result.reqPerSec} | ${result.p50} | ${result.p99} | ${result.yardstickReqPerSec} | ${result.ratio.toFixed(3)} | ${result.errors} | ${queries[result.name] ?? '—'} |`,
    ),
    '',
    stressed
      ? `Stress: 100 connections × ${stressSeconds} s (50 on the funnel's first screen, the rest on the signed-in pages): ${stressed.reqPerSec} req/s, p99 ${stressed.p99} ms, ${stressed.errors} errors, site process peak RSS ${stressed.peakRssMb} MB`
      : 'Stress: not run (BENCH_STRESS_SECONDS=0)',
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

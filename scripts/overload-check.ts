/**
 * `npm run check:overload` (issue #48, item 6): one student's signed-in pages under 100 connections
 * keep p99 ≤ 1 s with no timeouts. It starts the product as `npm start` does (built when stale,
 * then build/host/start.mjs) on a throwaway SQLite database, signs a paying student in, and runs
 * autocannon on /home and on a lesson, 100 connections for OVERLOAD_SECONDS (default 10) each.
 * A saturated host answers 503 with Retry-After at once (host/overload.ts): those count as
 * answered, not as errors; a timeout, a dropped connection or any other 5xx fails the check. A bare
 * node:http yardstick runs under the same load afterwards: when even it misses the goal, the machine
 * is busy with other work and the check says so and does not judge (exit 0).
 * OVERLOAD_CPU_PROF (a folder) runs the host under `node --cpu-prof`.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { buildAll, buildIsCurrent } from '../host/build'
import { freePort } from '../host/cms-host'
import { hostNodeArgs } from '../host/host-command'
import { benchAdmin, json, purchasedStudentCookie } from './bench-student'

const seconds = Number(process.env.OVERLOAD_SECONDS) || 10
const connections = 100
const goalP99Ms = 1000
const cpuProfileDir = process.env.OVERLOAD_CPU_PROF

type Outcome = {
  name: string
  ok: number
  shed: number
  otherStatus: number
  errors: number
  timeouts: number
  p50: number
  p99: number
  max: number
}

async function startSite(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'overload-'))
  const child: ChildProcess = spawn(
    process.execPath,
    [...(cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : []), ...hostNodeArgs],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        DATABASE_URI: `file:${path.join(dataDir, 'overload.db')}`,
        ADMIN_EMAIL: benchAdmin.email,
        ADMIN_PASSWORD: benchAdmin.password,
        SEED_DEMO_CONTENT: 'true',
        LOG_LEVEL: 'warn',
        RENEWALS_EVERY_MINUTES: '0',
        ANALYTICS_ROLLUP_EVERY_MINUTES: '0',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  )
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 3 * 60 * 1000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site exited with code ${child.exitCode}`)
    if (
      await fetch(`${baseUrl}/healthz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { baseUrl, stop }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  await stop()
  throw new Error('the site did not become healthy in 3 minutes')
}

async function lessonUrl(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/cms/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(benchAdmin),
  })
  const staff = await json<{ token: string }>(login, 'admin login')
  const lessons = await fetch(`${baseUrl}/cms/api/lessons?limit=1&depth=2&sort=id`, { headers: { authorization: `JWT ${staff.token}` } })
  type Lesson = { id: number; topic: { id: number; course: { id: number } | number } }
  const lesson = (await json<{ docs: Lesson[] }>(lessons, 'lesson lookup')).docs[0]
  if (!lesson) throw new Error('the seeded catalogue has no lesson')
  const courseId = typeof lesson.topic.course === 'object' ? lesson.topic.course.id : lesson.topic.course
  return `${baseUrl}/course/${courseId}/topic/${lesson.topic.id}/lesson/${lesson.id}`
}

async function load(name: string, url: string, cookie: string): Promise<Outcome> {
  await autocannon({ url, connections: 10, duration: 2, headers: { cookie } })
  let shed = 0
  let otherStatus = 0
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, timeout: 10, headers: { cookie } }, (error, done) =>
      error ? reject(error as Error) : resolve(done),
    )
    instance.on('response', (_client, statusCode) => {
      if (statusCode === 503) shed++
      else if (statusCode >= 300) otherStatus++
    })
  })
  return {
    name,
    ok: result['2xx'],
    shed,
    otherStatus,
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
  }
}

/**
 * The machine's own state: a bare node:http server (its own process) spending 5 ms of CPU on each
 * request, as a signed-in page does, under the same 100 connections. When even it misses the goal,
 * the machine is too busy for the figures to say anything about the site.
 */
async function yardstick(): Promise<number> {
  const port = await freePort()
  const source = `require('node:http').createServer((q, s) => { const end = performance.now() + 5; while (performance.now() < end); s.end('x'.repeat(60000)) }).listen(${port}, '127.0.0.1')`
  const child = spawn(process.execPath, ['-e', source], { stdio: 'ignore' })
  try {
    while (
      !(await fetch(`http://127.0.0.1:${port}/`).then(
        (response) => response.ok,
        () => false,
      ))
    )
      await new Promise((resolve) => setTimeout(resolve, 100))
    const result = await autocannon({ url: `http://127.0.0.1:${port}/`, connections, duration: seconds, timeout: 10 })
    return result.latency.p99
  } finally {
    child.kill()
  }
}

async function main(): Promise<number> {
  if (!buildIsCurrent()) await buildAll()
  const site = await startSite()
  try {
    const cookie = await purchasedStudentCookie(site.baseUrl)
    // prom-client resets its event-loop lag figures at each scrape: the ones printed below cover the load alone.
    await (await fetch(`${site.baseUrl}/metrics`)).text()
    const outcomes = [
      await load('signed-in /home', `${site.baseUrl}/home`, cookie),
      await load('signed-in lesson', await lessonUrl(site.baseUrl), cookie),
    ]
    console.log(
      `\nOverload: ${connections} connections × ${seconds} s per page, one student's cookie, ${os.cpus().length} cores, Node ${process.version}\n`,
    )
    console.log('| Page | 2xx | 503 (shed) | other status | errors | timeouts | p50 ms | p99 ms | max ms |')
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
    for (const o of outcomes)
      console.log(`| ${o.name} | ${o.ok} | ${o.shed} | ${o.otherStatus} | ${o.errors} | ${o.timeouts} | ${o.p50} | ${o.p99} | ${o.max} |`)
    const failures = outcomes.flatMap((o) => [
      ...(o.p99 > goalP99Ms ? [`${o.name}: p99 ${o.p99} ms > ${goalP99Ms} ms`] : []),
      ...(o.timeouts + o.errors > 0 ? [`${o.name}: ${o.timeouts} timeouts, ${o.errors} connection errors`] : []),
      ...(o.otherStatus > 0 ? [`${o.name}: ${o.otherStatus} answers neither 2xx nor 503`] : []),
      ...(o.ok === 0 ? [`${o.name}: nothing answered 2xx`] : []),
    ])
    // The site's own view: what it shed, and how long its answers took by its clock.
    const served = await (await fetch(`${site.baseUrl}/metrics`)).text()
    const own = served
      .split('\n')
      .filter((line) =>
        /^http_requests_shed_total|^nodejs_eventloop_lag_(p99|max)_seconds|^http_request_duration_seconds_(count|sum)\{method="GET",route="\/(home|course)/.test(
          line,
        ),
      )
    console.log(`\nThe site's metrics:\n${own.map((line) => `  ${line}`).join('\n')}\n`)
    const bare = await yardstick()
    console.log(`Yardstick (node:http, 5 ms of CPU a request, same load): p99 ${bare} ms`)
    if (bare > goalP99Ms) {
      // A shared machine busy with other work: the figures above say nothing about the site.
      console.warn(`⚠ Not judged: the machine is too busy (even the yardstick's p99 was ${bare} ms > ${goalP99Ms} ms)`)
      for (const failure of failures) console.warn(`  (would fail: ${failure})`)
      return 0
    }
    for (const failure of failures) console.error(`✗ ${failure}`)
    if (failures.length === 0) console.log(`\n✓ p99 ≤ ${goalP99Ms} ms, no timeouts`)
    return failures.length === 0 ? 0 : 1
  } finally {
    await site.stop()
  }
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`✗ ${error.message}`)
    process.exit(1)
  },
)

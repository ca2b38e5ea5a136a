/**
 * `npm run bench:analytics` (issue #16): funnel analytics at a million events. On a throwaway
 * SQLite database — and on a throwaway PostgreSQL database when BENCH_POSTGRES_URL names a server
 * (a new database is made beside the one named; a role that may not create databases names an
 * empty one, which is emptied again afterwards) — it
 *   1. ingests BENCH_EVENTS synthetic events (default 1,000,000) over 30 days and the experiment's
 *      6 variants (scripts/analytics-bench/synthetic-traffic.ts): the first 20,000 through the real
 *      events handler, the rest through the event sink, 4 requests (batches) in flight as a busy
 *      server has;
 *   2. writes the orders and payments of the visitors who checked out;
 *   3. runs the rollup job over everything, then again after 10,000 more events in the last hour;
 *   4. asks funnelReport for the 30 days (Europe/Berlin), one source, and one day (New York),
 *      BENCH_RUNS times each (default 7) after a warm-up, and takes the median.
 * It prints the figures and writes test-results/bench-analytics.json; it measures, it does not judge.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Purchase } from './analytics-bench/synthetic-traffic'

const eventCount = Number(process.env.BENCH_EVENTS) || 1_000_000
const reportRuns = Number(process.env.BENCH_RUNS) || 7
const postgresUrl = process.env.BENCH_POSTGRES_URL
const days = 30
const viaHandler = Math.min(20_000, Math.floor(eventCount / 10))
const inFlight = 4

type Figures = {
  database: string
  events: number
  duplicatesSent: number
  handlerEventsPerSecond: number
  sinkEventsPerSecond: number
  orders: number
  fullRollup: { ms: number; hours: number; days: number; rows: number }
  incrementalRollup: { ms: number; events: number; hours: number }
  reportMs: Record<string, { median: number; min: number; max: number }>
  loadAverage: number[]
}

if (process.argv[2] === '--measure') {
  const figures = await measure()
  process.stdout.write(`BENCH_RESULT ${JSON.stringify(figures)}\n`)
  process.exit(0)
} else {
  await orchestrate()
}

async function orchestrate() {
  const results: Figures[] = []
  const started = new Date()
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-analytics-'))
  try {
    results.push(await child(`file:${path.join(dataDir, 'bench.db')}`, dataDir))
    if (postgresUrl) results.push(await onPostgres(postgresUrl, dataDir))
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? '',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  }
  mkdirSync('test-results', { recursive: true })
  writeFileSync('test-results/bench-analytics.json', JSON.stringify({ date: started.toISOString(), machine, results }, null, 2))
  console.log(
    `\nFunnel analytics, ${started.toISOString().slice(0, 10)}, ${machine.cpus} cores (${machine.cpuModel}), Node ${machine.node}`,
  )
  for (const figures of results) {
    console.log(
      `\n${figures.database}: ${figures.events.toLocaleString('en')} events (${figures.duplicatesSent.toLocaleString('en')} more sent twice), ${figures.orders} orders`,
    )
    console.log(
      `  ingestion (${inFlight} requests or batches in flight): events handler ${figures.handlerEventsPerSecond.toLocaleString('en')} events/s, sink ${figures.sinkEventsPerSecond.toLocaleString('en')} events/s`,
    )
    const full = figures.fullRollup
    console.log(
      `  rollup, everything: ${(full.ms / 1000).toFixed(1)} s (${full.hours} hours, ${full.days} days, ${full.rows.toLocaleString('en')} rows)`,
    )
    const late = figures.incrementalRollup
    console.log(`  rollup, ${late.events.toLocaleString('en')} new events: ${late.ms} ms (${late.hours} hours redone)`)
    for (const [name, ms] of Object.entries(figures.reportMs))
      console.log(`  report ${name}: median ${ms.median} ms (min ${ms.min}, max ${ms.max})`)
    console.log(`  load average during the run: ${figures.loadAverage.map((load) => load.toFixed(1)).join(' → ')}`)
  }
}

/**
 * A database of its own for the run: created beside the one named (and dropped after), or — when
 * the role may not create databases — the named database itself if it is empty, emptied again after.
 */
async function onPostgres(serverUrl: string, dataDir: string): Promise<Figures> {
  const { default: pg } = await import('pg')
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  const name = `bench_analytics_${process.pid}`
  try {
    try {
      await admin.query(`CREATE DATABASE ${name}`)
    } catch (error) {
      if ((error as { code?: string }).code !== '42501') throw error
      const { rows } = await admin.query<{ count: string }>(
        `SELECT COUNT(*) AS count FROM information_schema.tables WHERE table_schema = 'public'`,
      )
      if (Number(rows[0]?.count) > 0)
        throw new Error(
          'BENCH_POSTGRES_URL: this role may not create databases, so name an empty database (it is emptied again after the run)',
        )
      try {
        return await child(serverUrl, dataDir)
      } finally {
        await admin.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public')
      }
    }
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    try {
      return await child(url.toString(), dataDir)
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    }
  } finally {
    await admin.end()
  }
}

function child(databaseUri: string, dataDir: string): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const run = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-analytics.ts', '--measure'], {
      env: {
        ...process.env,
        APP_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URI: databaseUri,
        PAYLOAD_SECRET: 'bench-analytics-secret-that-is-long-enough',
        LOG_LEVEL: 'error',
        ANALYTICS_ROLLUP_EVERY_MINUTES: '0',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let output = ''
    run.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      process.stdout.write(chunk.toString().replace(/^BENCH_RESULT .*$/m, ''))
    })
    run.on('exit', (code) => {
      const line = output.split('\n').find((text) => text.startsWith('BENCH_RESULT '))
      if (code === 0 && line) resolve(JSON.parse(line.slice('BENCH_RESULT '.length)) as Figures)
      else reject(new Error(`the measuring process for ${databaseUri.split(':')[0]} exited with ${code}`))
    })
  })
}

async function measure(): Promise<Figures> {
  const { getPayloadClient } = await import('@cms/get-payload')
  const { migrateDatabase } = await import('@cms/migrate')
  const { SeedRun } = await import('@cms/seed/ensure')
  const { seedFunnels } = await import('@cms/seed/funnels')
  const { getEventSink } = await import('../app/analytics/server/event-sink.server')
  const { runRollupJob } = await import('../app/analytics/server/rollup-job.server')
  const { funnelReport } = await import('../app/analytics/server/funnel-report.server')
  const { sqlDatabase } = await import('../app/core/sql.server')
  const { syntheticSessions } = await import('./analytics-bench/synthetic-traffic')
  const { writePurchases } = await import('./analytics-bench/purchases')
  const { sendThroughHandler } = await import('./analytics-bench/through-handler')

  const loadAverage = [os.loadavg()[0]!]
  const payload = await getPayloadClient()
  const databaseUri = process.env.DATABASE_URI!
  await migrateDatabase(payload, databaseUri)
  await seedFunnels(new SeedRun(payload))
  const db = (await sqlDatabase(payload))!
  const sink = await getEventSink()
  const log = (text: string) => process.stdout.write(`[${payload.db.name}] ${text}\n`)

  const end = Date.now()
  const sessions = syntheticSessions({ end, days })
  let stored = 0
  let duplicatesSent = 0
  const purchases: Purchase[] = []

  log(`${viaHandler.toLocaleString('en')} events through the events handler…`)
  let started = performance.now()
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (stored < viaHandler) {
        const result = await sendThroughHandler(sessions.next().value!)
        stored += result.stored
        duplicatesSent += result.duplicates
      }
    }),
  )
  const handlerEventsPerSecond = Math.round(stored / ((performance.now() - started) / 1000))

  log(`${(eventCount - stored).toLocaleString('en')} events through the sink…`)
  started = performance.now()
  const throughSink = stored
  const lanes = Array.from({ length: inFlight }, async () => {
    while (stored < eventCount) {
      const session = sessions.next().value!
      if (session.purchase) purchases.push(session.purchase)
      for (const [i, batch] of session.batches.entries()) {
        const result = await sink.append(batch)
        stored += result.stored
        if (session.resend[i]) {
          const again = await sink.append(batch)
          duplicatesSent += again.duplicates
        }
      }
      if (stored % 100_000 < 25) log(`  ${stored.toLocaleString('en')} stored`)
    }
  })
  await Promise.all(lanes)
  const sinkEventsPerSecond = Math.round((stored - throughSink) / ((performance.now() - started) / 1000))
  loadAverage.push(os.loadavg()[0]!)

  const orders = await writePurchases(db, purchases)
  log(`rollup over everything…`)
  started = performance.now()
  const full = (await runRollupJob({ until: new Date() }))!
  const fullMs = Math.round(performance.now() - started)
  const [rowCount] = await db.all<{ count: unknown }>(db.sql`SELECT COUNT(*) AS count FROM funnel_rollups`)
  loadAverage.push(os.loadavg()[0]!)

  const reportMs: Figures['reportMs'] = {}
  const berlin = (at: number) => new Date(at).toLocaleDateString('en-CA', { timeZone: 'Europe/Berlin' })
  const questions = {
    '30 days, all sources (Europe/Berlin)': {
      funnelId: 'challenge_100k',
      from: berlin(end - 29 * 86_400_000),
      to: berlin(end),
      timeZone: 'Europe/Berlin',
    },
    '30 days, source facebook': {
      funnelId: 'challenge_100k',
      from: berlin(end - 29 * 86_400_000),
      to: berlin(end),
      timeZone: 'Europe/Berlin',
      source: 'facebook',
    },
    '1 day (America/New_York)': {
      funnelId: 'challenge_100k_v3',
      from: new Date(end - 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/New_York' }),
      to: new Date(end - 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/New_York' }),
      timeZone: 'America/New_York',
    },
  }
  let visitors = 0
  for (const [name, question] of Object.entries(questions)) {
    const first = await funnelReport(question)
    visitors ||= first.funnel.visitors
    const times: number[] = []
    for (let run = 0; run < reportRuns; run++) {
      const at = performance.now()
      await funnelReport(question)
      times.push(performance.now() - at)
    }
    times.sort((a, b) => a - b)
    reportMs[name] = {
      median: Math.round(times[Math.floor(times.length / 2)]!),
      min: Math.round(times[0]!),
      max: Math.round(times.at(-1)!),
    }
  }
  log(`the 30-day report counts ${visitors.toLocaleString('en')} visitors of challenge_100k`)

  // A late hour: new visitors in the last hour, then the pass a report would trigger.
  let late = 0
  for (const session of syntheticSessions({ end, days: 1 / 24, seed: 17 })) {
    for (const batch of session.batches) late += (await sink.append(batch)).stored
    if (late >= 10_000) break
  }
  started = performance.now()
  const incremental = (await runRollupJob({ until: new Date() }))!
  const incrementalMs = Math.round(performance.now() - started)
  loadAverage.push(os.loadavg()[0]!)

  await payload.destroy()
  return {
    database: payload.db.name === 'postgres' ? 'PostgreSQL' : 'SQLite',
    events: stored,
    duplicatesSent,
    handlerEventsPerSecond,
    sinkEventsPerSecond,
    orders,
    fullRollup: { ms: fullMs, hours: full.hours, days: full.days, rows: Number(rowCount?.count ?? 0) },
    incrementalRollup: { ms: incrementalMs, events: late, hours: incremental.hours },
    reportMs,
    loadAverage,
  }
}

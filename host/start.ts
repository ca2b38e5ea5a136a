/**
 * `npm start` (compiled into build/host/start.mjs, see host/host.vite.config.ts): validate configuration, build if the
 * sources changed, load the server build, connect to the database, migrate and seed, then serve the site, the admin and
 * the CMS API on one port. Everything of the product it runs (Payload, the background work, the request
 * guards' rules) comes from the server build's `hostPort` (decision 036). `npm run dev` does the same with
 * Vite and Next in development mode, where Vite's development loader supplies the server build.
 */
import { createServer, type Server } from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from '@remix-run/node'
import { applyConfiguration, loadConfiguration } from '../config/configuration'
import { databaseKind, redactUri } from '../config/database-uri'
import { paymentPageOrigins } from '../config/env'
import { startupSummary } from '../config/startup-summary'
import { trackRequests } from './drain'
import type { HttpAppOptions } from './http-app'
import { endOfLifeNotice } from './node-support'
import { productOf } from './product'

const root = process.cwd()
const dev = process.argv.includes('--dev')
const compiledHost = import.meta.url.endsWith('.mjs')

function fail(message: string): never {
  console.error(`✗ ${message}`)
  process.exit(1)
}

async function main(): Promise<void> {
  const env = loadConfiguration(root)
  const unsupported = endOfLifeNotice(process.version)
  if (unsupported) console.warn(unsupported)
  const appEnvGiven = Boolean(process.env.APP_ENV)
  // Every module loaded from here on (React, Payload, Next) sees the resolved configuration.
  applyConfiguration(env, { NODE_ENV: dev ? 'development' : 'production' })
  const kind = databaseKind(env.databaseUri)

  let remix: HttpAppOptions['remix']
  if (dev) {
    const vite = await import('vite')
    remix = { devServer: await vite.createServer({ server: { middlewareMode: true } }) }
  } else {
    // Run through tsx (the e2e suite, `npx tsx host/start.ts`), the host builds what is stale;
    // compiled (`npm start` runs build/host/start.mjs), `host/prepare.ts` did that before it started.
    if (!compiledHost) {
      const { buildAll, buildIsCurrent } = await import('./build')
      if (!buildIsCurrent()) await buildAll()
    }
    const buildUrl = pathToFileURL(path.join(root, 'build', 'server', 'index.js')).href
    remix = { build: await import(buildUrl) }
  }
  const serverBuild = async () =>
    'build' in remix ? remix.build : ((await remix.devServer.ssrLoadModule('virtual:remix/server-build')) as ServerBuild)
  // Taken once: in development a later reload of an edited module is not seen by the host's part (restart for that).
  const product = productOf(await serverBuild())

  const payload = await product.getPayloadClient().catch((error: unknown) => {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
    fail(`Cannot connect to DATABASE_URI=${redactUri(env.databaseUri)}: ${reason}`)
  })
  const { queueGauges, timeDatabase } = await import('./metrics')
  timeDatabase(payload, product.metrics())
  queueGauges(payload, product.metrics(), product.workBacklog)
  await product.migrateDatabase(payload, env.databaseUri)
  const seeded = await product.seedDatabase(payload, {
    adminEmail: env.adminEmail,
    adminPassword: env.adminPassword,
    demoContent: env.seedDemoContent,
  })
  if (seeded.admin?.generated) {
    console.log(`\n  Admin account created — email: ${seeded.admin.email}  password: ${seeded.admin.password}`)
    console.log('  (shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)\n')
  }

  if (env.rateLimitStore === 'database') product.useDatabaseRateLimits(payload)
  const work = product.startBackgroundWork()

  const { startCmsHost } = await import('./cms-host')
  const { createHttpApp, proxyCmsUpgrades } = await import('./http-app')
  const { defaultAdmission } = await import('./overload')
  const { anySimulated, loadSimulators } = await import('./simulators')
  const simulators = anySimulated(env) ? await loadSimulators(root, compiledHost, serverBuild) : null

  const cms = await startCmsHost({
    root,
    port: env.cmsInternalPort,
    dev,
    env: process.env,
    onContentChanged: product.notifyContentChanged,
  })
  const server: Server = createServer()
  // A second of hand-off (within the grace): requests already sent but not yet read are answered, not reset.
  const drain = trackRequests(server, { handoffMs: Math.min(1000, env.shutdownGraceSeconds * 1000) })
  const app = createHttpApp({
    root,
    product,
    cmsUrl: cms.url,
    payload,
    databaseKind: kind,
    publicUrl: env.publicUrl,
    trustProxy: env.trustProxy,
    compress: env.compression,
    formActionOrigins: paymentPageOrigins(env.payments),
    simulators,
    isDraining: drain.isDraining,
    metrics: env.metrics,
    requestLog: { format: env.logFormat, write: logsInfo(env.logLevel) ? (line) => void process.stdout.write(line) : null },
    admission: dev ? undefined : defaultAdmission,
    remix,
  })
  server.on('request', app)
  server.listen(env.port, env.host, () => {
    const services = startupSummary(env, appEnvGiven).map((text) => `  ${text}`)
    console.log(`\n  Site:  ${env.publicUrl}\n  Admin: ${env.publicUrl}/admin\n  Database: ${kind}\n${services.join('\n')}\n`)
  })
  server.on('error', (error) => fail(`Cannot listen on port ${env.port}: ${error.message}`))
  proxyCmsUpgrades(server, cms.url)

  cms.child.on('exit', (code) => {
    console.error(`✗ The admin host stopped (exit ${code}); shutting down.`)
    server.close()
    process.exit(1)
  })
  const { shutdown } = await import('./shutdown')
  let stopping = false
  const stop = () => {
    // A second Ctrl-C does not wait for the drain.
    if (stopping) process.exit(1)
    stopping = true
    void shutdown({ drain, work, cms, graceMs: env.shutdownGraceSeconds * 1000 }).then((code) => process.exit(code))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

/** Request lines are `info`: LOG_LEVEL=warn (the test hosts) leaves them out. */
function logsInfo(level: string): boolean {
  return ['info', 'debug', 'trace'].includes(level)
}

main().catch((error: unknown) => {
  console.error(error)
  fail(error instanceof Error ? error.message.split('\n')[0]! : String(error))
})

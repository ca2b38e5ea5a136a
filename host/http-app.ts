import type { Server } from 'node:http'
import path from 'node:path'
import { createRequestHandler } from '@remix-run/express'
import type { ServerBuild } from '@remix-run/node'
import compression from 'compression'
import express, { type RequestHandler } from 'express'
import { createProxyServer, type ProxyServer } from 'http-proxy-3'
import type { Payload } from 'payload'
import type { DatabaseKind } from '../config/database-uri'
import { Readable } from 'node:stream'
import { cmsQueryGuard } from './cms-query/query-guard'
import { isCmsPath } from './cms-paths'
import { checkHealth, checkReadiness } from './healthz'
import { type MetricsAccess, metricsEndpoint } from './metrics'
import { type AdmissionOptions, admissionControl, unqueued } from './overload'
import { requestLog, type RequestLogOptions } from './request-log'
import { routePattern } from './route-pattern'
import {
  bodyLimit,
  cmsApiSurface,
  cmsAuthRateLimit,
  decodablePath,
  documentIdTest,
  knownMethods,
  originPolicy,
  privateWhenPersonal as personalAnswers,
  trustedForwardedHost,
} from './request-guards'
import type { HostPort } from '../app/host-port.server'
import { pageCache } from './page-cache'
import { precompressedAssets } from './precompressed'
import { publicFiles } from './public-files'
import { adminHeaders, cspNonce, siteHeaders } from './security-headers'
import { serviceWorker } from './service-worker'
import { isDevPath, type SimulatorHandler, simulatorRoutes } from './simulators'

export { cmsPaths, isCmsPath } from './cms-paths'

export type HttpAppOptions = {
  root: string
  /** The product's code the host runs, from the server build (app/host-port.server.ts, decision 036). */
  product: HostPort
  cmsUrl: string
  payload: Payload
  databaseKind: DatabaseKind
  /** The address visitors use; mutations from any other origin are refused. */
  publicUrl: string
  /** Express's `trust proxy`: which proxies may tell the client's address (TRUST_PROXY). */
  trustProxy: boolean | number | string[]
  /** Origins a page form may hand the visitor to: the real payment providers' hosted pages. */
  formActionOrigins?: string[]
  /** Compress responses here (COMPRESSION=on), or leave it to the reverse proxy. */
  compress?: boolean
  /** The development simulators under /dev when a service is simulated here (host/simulators.ts); else /dev is 404. */
  simulators?: SimulatorHandler | null
  /** Who may read /metrics (METRICS_ALLOW, METRICS_TOKEN); without it /metrics is the 404 page. */
  metrics?: MetricsAccess
  /** One line per request (LOG_FORMAT), or none (LOG_LEVEL above info). */
  requestLog?: Pick<RequestLogOptions, 'write' | 'format'>
  /** How many rendered requests run at once and how long the rest may wait (host/overload.ts). */
  admission?: AdmissionOptions
  /** Whether a stop began (host/drain.ts): /readyz fails from then on. */
  isDraining?: () => boolean
  /** Production: the built Remix server. Development: Vite's dev server supplies it per request. */
  remix: { build: ServerBuild } | { devServer: import('vite').ViteDevServer }
}

export function createHttpApp(options: HttpAppOptions): express.Express {
  const proxy = createProxyServer({ target: options.cmsUrl, xfwd: true })
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', options.trustProxy)
  const dev = 'devServer' in options.remix
  const headerOptions = { https: options.publicUrl.startsWith('https:'), dev, formActionOrigins: options.formActionOrigins ?? [] }

  const { product } = options
  const metrics = product.metrics()
  const privateWhenPersonal = personalAnswers(product.http)
  const getLoadContext = loadContext(product)
  const build = 'build' in options.remix ? options.remix.build : null
  app.use(
    requestLog({
      routeOf: routePattern(build),
      write: options.requestLog?.write ?? null,
      format: options.requestLog?.format ?? 'text',
      metrics,
    }),
  )
  app.use(knownMethods, decodablePath, trustedForwardedHost)
  app.get('/healthz', async (_req, res) => {
    const health = await checkHealth(options.payload, options.databaseKind)
    res.status(health.status).set('Cache-Control', 'no-store').json(health.body)
  })
  app.get('/readyz', async (_req, res) => {
    const ready = await checkReadiness(options.payload, options.databaseKind, options.isDraining ?? (() => false))
    res.status(ready.status).set('Cache-Control', 'no-store').json(ready.body)
  })
  if (options.metrics) app.get('/metrics', metricsEndpoint(options.metrics, metrics))

  const admin = adminHeaders(headerOptions)
  const site = siteHeaders(headerOptions)
  app.use((req, res, next) => (isCmsPath(req.path) ? admin : site)(req, res, next))
  app.use(originPolicy(options.publicUrl, product.http), bodyLimit(isCmsPath, product.http))
  app.use(cmsAuthRateLimit(product.http), cmsApiSurface(options.payload, options.databaseKind))
  app.use(cmsQueryGuard(options.payload, documentIdTest(options.databaseKind)))
  app.use(cmsProxy(proxy, privateWhenPersonal))
  // Pages and API answers at zlib's default level; fingerprinted assets come precompressed (host/precompressed.ts).
  if (options.compress !== false) app.use(compression())
  // Monaco for the admin's code editors, served from node_modules instead of a CDN (its version
  // is pinned by the lockfile, so a year of caching is safe).
  const monaco = path.join(options.root, 'node_modules', 'monaco-editor', 'min', 'vs')
  app.use('/vendor/monaco/vs', express.static(monaco, { maxAge: '1y', fallthrough: false }))
  // /dev belongs to the development simulators (decision 014): 404 while none runs here.
  const simulators = simulatorRoutes(options.simulators ?? null)
  app.use((req, res, next) => (isDevPath(req.path) ? privateWhenPersonal(req, res, () => simulators(req, res, next)) : next()))

  if ('devServer' in options.remix) {
    const vite = options.remix.devServer
    app.use(vite.middlewares)
    app.all('*', privateWhenPersonal, (req, res, next) =>
      createRequestHandler({
        build: () => vite.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>,
        getLoadContext,
      })(req, res, next),
    )
    return app
  }

  const client = path.join(options.root, 'build', 'client')
  // Vite fingerprints everything under /assets, so it can be cached for a year.
  const assets = path.join(client, 'assets')
  app.use('/assets', precompressedAssets(assets), express.static(assets, { immutable: true, maxAge: '1y' }))
  app.get('/sw.js', serviceWorker(options.root, options.remix.build, product))
  app.use(publicFiles(client, { maxAge: '1h' }))
  app.get('*', pageCache({ build: options.remix.build, getLoadContext }))
  const admission = options.admission ? admissionControl(options.admission, metrics) : null
  // Only reads queue (and may be shed): a 503 to a GET is safe to retry anywhere, a lost form submission is not.
  const admitted: RequestHandler = (req, res, next) =>
    admission && (req.method === 'GET' || req.method === 'HEAD') && !unqueued(req.path) ? admission(req, res, next) : next()
  app.all('*', privateWhenPersonal, admitted, createRequestHandler({ build: options.remix.build, mode: 'production', getLoadContext }))
  return app
}

/**
 * The client address (the forwarded one when TRUST_PROXY trusts the proxy) for per-IP limits, the
 * CSP nonce the page's scripts must carry, the request time (a cached page fills in its own), and
 * what the request's loaders read once between them (the session, enrolments, flags).
 */
function loadContext({ createRequestContext }: Pick<HostPort, 'createRequestContext'>) {
  return (req: express.Request, res: express.Response) => ({
    clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    cspNonce: cspNonce(res),
    requestTime: typeof res.locals.requestTime === 'string' ? res.locals.requestTime : new Date().toISOString(),
    requestContext: createRequestContext(req.method),
  })
}

type Proxy = ProxyServer

/** WebSocket upgrades (Next's hot reload in development) go to the admin host as well. */
export function proxyCmsUpgrades(server: Server, cmsUrl: string): void {
  const proxy = createProxyServer({ target: cmsUrl, ws: true })
  proxy.on('error', () => undefined)
  server.on('upgrade', (req, socket, head) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname
    if (isCmsPath(pathname)) proxy.ws(req, socket, head)
  })
}

function cmsProxy(proxy: Proxy, privateWhenPersonal: RequestHandler): RequestHandler {
  proxy.on('error', (_error, _req, res) => {
    if ('writeHead' in res && !res.headersSent) {
      res.writeHead(502, { 'Content-Type': 'text/plain' })
      res.end('The admin is restarting. Try again in a moment.')
    }
  })
  return (req, res, next) => {
    if (!isCmsPath(req.path)) return next()
    // A body the query guard has read already is sent on from memory.
    const body = res.locals.cmsBody as Buffer | undefined
    const from = body ? { buffer: Readable.from([body]) } : {}
    if (req.path.startsWith('/cms/api')) return privateWhenPersonal(req, res, () => proxy.web(req, res, from))
    proxy.web(req, res)
  }
}

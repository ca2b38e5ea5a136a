/**
 * The development simulators (dev/simulators/, decision 014) as the host serves them: loaded only
 * when a service is simulated on this site — from build/simulators/ (compiled apart from the Remix
 * build and this host) or, run through tsx, from the TypeScript — and mounted at /dev. With none
 * on, nothing of them is loaded and every /dev path answers 404.
 */
import type { Readable } from 'node:stream'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Request as ExpressRequest, RequestHandler } from 'express'
import type { ServerBuild } from '@remix-run/node'
import type { AppEnv } from '../config/env'
import type { HostPort } from '../app/host-port.server'
import { productOf } from './product'

export type SimulatorHandler = (request: Request) => Promise<Response | null>

/** Whether any outside service is simulated here. */
export function anySimulated(env: Pick<AppEnv, 'payments' | 'media'>): boolean {
  const { payments, media } = env
  return Boolean(payments.solidgate?.simulated || payments.ecommpay?.simulated || media.video?.simulated || media.image?.simulated)
}

/**
 * Loads the simulators and hands them the product's code they may run (the server build's
 * `hostPort.simulatorPort`, app/host-port.server.ts), read from the build on each use.
 */
export async function loadSimulators(
  root: string,
  compiledHost: boolean,
  serverBuild: () => Promise<ServerBuild>,
): Promise<SimulatorHandler> {
  const entry = compiledHost ? path.join(root, 'build', 'simulators', 'index.mjs') : path.join(root, 'dev', 'simulators', 'index.ts')
  const simulators = (await import(/* @vite-ignore */ pathToFileURL(entry).href)) as {
    handleSimulatorRequest: SimulatorHandler
    provideProduct: (get: () => Promise<HostPort['simulatorPort']>) => void
    provideProtocol: (protocol: HostPort['simulatorPort']['protocol']) => void
  }
  simulators.provideProtocol(productOf(await serverBuild()).simulatorPort.protocol)
  simulators.provideProduct(async () => productOf(await serverBuild()).simulatorPort)
  return simulators.handleSimulatorRequest
}

export function isDevPath(pathname: string): boolean {
  return pathname === '/dev' || pathname.startsWith('/dev/')
}

/** /dev/* to the simulators (404 for a path none of them has, and for all while none is loaded); other paths pass. */
export function simulatorRoutes(handle: SimulatorHandler | null): RequestHandler {
  return (req, res, next) => {
    if (!isDevPath(req.path)) return next()
    if (!handle) return void res.status(404).type('text/plain').send('Not found')
    toFetchRequest(req)
      .then(handle)
      .then(async (response) => {
        if (!response) return void res.status(404).type('text/plain').send('Not found')
        res.status(response.status)
        for (const [name, value] of response.headers) if (name !== 'set-cookie') res.setHeader(name, value)
        const cookies = response.headers.getSetCookie()
        if (cookies.length > 0) res.setHeader('Set-Cookie', cookies)
        res.end(Buffer.from(await response.arrayBuffer()))
      })
      .catch(next)
  }
}

async function toFetchRequest(req: ExpressRequest): Promise<Request> {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
    else if (Array.isArray(value)) for (const one of value) headers.append(name, one)
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  const chunks: Buffer[] = []
  if (hasBody) for await (const chunk of req as Readable) chunks.push(chunk as Buffer)
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`)
  return new Request(url, { method: req.method, headers, ...(hasBody ? { body: Buffer.concat(chunks) } : {}) })
}

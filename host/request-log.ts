import { randomUUID } from 'node:crypto'
import type { RequestHandler } from 'express'
import type { Metrics } from '@cms/metrics'
import { formatLogLine } from '@cms/log-lines'
import { isCmsPath } from './cms-paths'

export type RequestLogOptions = {
  /** The request's route as a bounded label (host/route-pattern.ts). */
  routeOf: (pathname: string) => string
  /** Where lines go, or null for none (LOG_LEVEL above info). */
  write: ((line: string) => void) | null
  format: 'text' | 'json'
  /** The process's registry (the server build's, decision 036). */
  metrics: Pick<Metrics, 'requestDuration' | 'requestsInFlight'>
}

/** A caller's id is kept when it looks like one (a proxy's or a load balancer's), so one id follows a request across hops. */
const requestIdShape = /^[\w.:-]{1,64}$/

/**
 * Every request: an id (X-Request-Id, in and out), its time in http_request_duration_seconds by
 * route pattern and status, and one log line when it ends (LOG_FORMAT: text or json). The line
 * names the path without its query; under the admin only the section (a reset link's token is a
 * path segment there).
 */
export function requestLog({ routeOf, write, format, metrics }: RequestLogOptions): RequestHandler {
  const { requestDuration, requestsInFlight } = metrics
  return (req, res, next) => {
    const started = process.hrtime.bigint()
    const given = req.get('x-request-id')
    const id = given && requestIdShape.test(given) ? given : randomUUID()
    res.locals.requestId = id
    res.set('X-Request-Id', id)
    requestsInFlight.inc()
    const pathname = req.path
    res.once('close', () => {
      requestsInFlight.dec()
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      const route = routeOf(pathname)
      // A caller that left before the answer: 499, as nginx counts it.
      const status = res.writableFinished ? res.statusCode : 499
      requestDuration.observe({ method: methodLabel(req.method), route, status: String(status) }, seconds)
      if (!write) return
      const path = isCmsPath(pathname) ? `/${pathname.split('/').slice(1, 3).join('/')}` : pathname
      const ms = Math.round(seconds * 1000)
      const entry = { level: 30, time: Date.now(), id, method: req.method, path, route, status, ms }
      write(
        format === 'json'
          ? `${JSON.stringify({ ...entry, msg: 'request' })}\n`
          : formatLogLine(JSON.stringify({ level: 30, time: entry.time, msg: `${req.method} ${path} ${status} ${ms}ms`, route, id })),
      )
    })
    next()
  }
}

const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
const methodLabel = (method: string) => (methods.has(method) ? method : 'other')

import type { RequestHandler } from 'express'
import type { Metrics } from '@cms/metrics'
import { refuse } from './refuse'
import { turnPacer } from './turn-pacer'

/**
 * Requests that mostly wait on an outside service (the AI model, the video and image services, a
 * payment provider) hold no CPU while they wait: they are never queued behind pages, nor pages
 * behind them, and a provider's webhook is never shed.
 */
const outsideServicePrefixes = ['/api/assistant', '/api/ai', '/api/daily-task', '/api/payments']

export function unqueued(pathname: string): boolean {
  return outsideServicePrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
}

/**
 * Tuned with `npm run check:overload` on the 2-core machine (decision 040): 16 at once and no
 * pacing let turns of the event loop grow to 300 ms; turns of ~8 ms kept p99 near 500 ms.
 */
export const defaultAdmission: AdmissionOptions = { concurrency: 8, turnTargetMs: 8, maxWaitMs: 400, maxQueue: 256, retryAfterSeconds: 1 }

export type AdmissionOptions = {
  /** Requests rendered at once; the rest wait their turn, first come first served. */
  concurrency: number
  /** How long a turn of the event loop should take: renders started per turn adapt to it (host/turn-pacer.ts). */
  turnTargetMs: number
  /** How long a request may wait for its turn before it is answered 503 instead. */
  maxWaitMs: number
  /** Past this many waiting, a request is answered 503 at once. */
  maxQueue: number
  /** Seconds the 503 asks the caller to wait (Retry-After). */
  retryAfterSeconds: number
}

/**
 * Admission control for rendered reads (GET pages and /api, the work that costs this process CPU;
 * docs/decisions/027-clean-drain-on-stop.md, "Overload"). Node interleaves every request it has
 * accepted, so 100 at once each took 100 times as long and the slowest ran past 9 s. Here a few
 * run at a time and the others queue in arrival order: each waits about as long as the queue ahead
 * of it, not for everyone's. Each turn of the event loop starts only as many as keep the turn short
 * (host/turn-pacer.ts), so new connections are accepted and requests read while the queue is served.
 * One that would wait longer than `maxWaitMs` is answered 503 with Retry-After at once — a fast,
 * honest answer a client or load balancer can retry elsewhere.
 */
export function admissionControl(
  options: AdmissionOptions,
  { requestsShed }: Pick<Metrics, 'requestsShed'>,
): RequestHandler & { state: () => { active: number; waiting: number } } {
  let active = 0
  const waiting: { admit: () => void; timer: NodeJS.Timeout }[] = []
  const pacer = turnPacer({ targetMs: options.turnTargetMs, most: options.concurrency, onNewTurn: () => admitWaiting() })
  // A few at once (up to `concurrency`) start together as before; only a queue deeper than that is
  // paced, turn by turn. Pacing a short queue only moved its renders' time into waiting, and on a
  // CPU shared with other work ten page views at once then waited past the limit and were shed.
  const mayStart = () => active < options.concurrency && pacer.tryStart(waiting.length < options.concurrency ? options.concurrency : 1)
  const admitWaiting = () => {
    while (waiting.length > 0 && mayStart()) {
      const next = waiting.shift()!
      clearTimeout(next.timer)
      next.admit()
    }
  }

  const release = () => {
    active--
    admitWaiting()
  }

  const shed = (req: Parameters<RequestHandler>[0], res: Parameters<RequestHandler>[1], reason: 'queue-full' | 'waited-too-long') => {
    requestsShed.inc({ reason })
    res.set('Retry-After', String(options.retryAfterSeconds))
    refuse(req, res, 503, 'Busy', 'The site is busy right now. Please try again in a moment.')
  }

  const handler: RequestHandler = (req, res, next) => {
    const admit = () => {
      active++
      let released = false
      res.once('close', () => {
        if (released) return
        released = true
        release()
      })
      next()
    }
    if (waiting.length === 0 && mayStart()) return admit()
    if (waiting.length >= options.maxQueue) return shed(req, res, 'queue-full')
    const entry = {
      admit,
      timer: setTimeout(() => {
        waiting.splice(waiting.indexOf(entry), 1)
        shed(req, res, 'waited-too-long')
      }, options.maxWaitMs),
    }
    waiting.push(entry)
    // A caller that gave up while waiting leaves the queue.
    res.once('close', () => {
      const at = waiting.indexOf(entry)
      if (at === -1) return
      clearTimeout(entry.timer)
      waiting.splice(at, 1)
    })
  }
  return Object.assign(handler, { state: () => ({ active, waiting: waiting.length }) })
}

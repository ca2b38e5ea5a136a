import type { IncomingMessage, Server, ServerResponse } from 'node:http'

/**
 * What a stop needs to know about the requests this process is serving: how many are in flight,
 * and whether the process is draining — from then on /readyz fails and every answer carries
 * `Connection: close`, so each client's connection ends after the request it is making
 * (docs/decisions/027-clean-drain-on-stop.md).
 */
export type Drain = {
  isDraining(): boolean
  inFlight(): number
  /**
   * Marks the process as draining (readiness fails, every answer closes its connection), then after
   * the hand-off closes the listener: new connections are refused from there on.
   */
  begin(): void
  /** Resolves once every connection has ended (true), or when `graceMs` ran out first (false). */
  settled(graceMs: number): Promise<boolean>
}

/**
 * `handoffMs`: how long the listener keeps accepting after the drain begins. A request a client has
 * already sent can still sit unread — in the accept queue, or in a keep-alive connection's buffer —
 * while a busy event loop catches up; closing at once resets those (ECONNRESET for a request that
 * was in flight). During the hand-off they are read and answered with `Connection: close`, and the
 * load balancer, seeing /readyz fail, stops sending new ones.
 */
export function trackRequests(server: Server, { handoffMs = 0 }: { handoffMs?: number } = {}): Drain {
  let draining = false
  let inFlight = 0
  let closed: Promise<void> | undefined
  const unanswered = new Set<ServerResponse>()

  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    inFlight++
    unanswered.add(res)
    // The admin proxy copies the admin host's `Connection: keep-alive`: while draining, it reads close.
    const setHeader = res.setHeader.bind(res)
    res.setHeader = ((name: string, value: number | string | readonly string[]) =>
      setHeader(name, draining && name.toLowerCase() === 'connection' ? 'close' : value)) as typeof res.setHeader
    if (draining) res.setHeader('Connection', 'close')
    res.once('finish', () => {
      unanswered.delete(res)
      // An answer whose headers went out before the drain began leaves its connection open: idle now, so end it.
      if (draining) setImmediate(() => server.closeIdleConnections())
    })
    res.once('close', () => {
      unanswered.delete(res)
      inFlight--
    })
  })

  return {
    isDraining: () => draining,
    inFlight: () => inFlight,
    begin() {
      if (draining) return
      draining = true
      for (const res of unanswered) if (!res.headersSent) res.setHeader('Connection', 'close')
      // After the hand-off: stops accepting, and ends the idle keep-alive connections; a busy one
      // ends after its answer (the Connection: close above, or the header a later request on it gets).
      closed = new Promise((resolve) => {
        const close = () => {
          server.close(() => resolve())
          server.closeIdleConnections()
        }
        if (handoffMs > 0) setTimeout(close, handoffMs).unref()
        else close()
      })
    },
    async settled(graceMs) {
      if (!closed) throw new Error('settled() before begin()')
      let timer: NodeJS.Timeout | undefined
      const graceOver = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), graceMs)))
      const finished = await Promise.race([closed.then(() => true as const), graceOver])
      clearTimeout(timer)
      return finished
    },
  }
}

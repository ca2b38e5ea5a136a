import type { TrackParams } from '@engine/types'
import { randomId } from '../../core/uuid'

export type FunnelEventPayload = {
  id: string
  name: TrackParams['event']
  funnelId: string
  variant?: string
  screenId?: string
  screenIndex?: number
  screenType?: string
  occurredAt: string
}

const batchSize = 50

/** An engine `track` call as the events API takes it, with a fresh id so a resend is stored once. */
export function toEventPayload(params: TrackParams, funnelId: string, variant?: string): FunnelEventPayload {
  return {
    id: randomId(),
    name: params.event,
    funnelId,
    occurredAt: new Date().toISOString(),
    ...(variant ? { variant } : {}),
    ...(params.screenId !== undefined ? { screenId: params.screenId } : {}),
    ...(params.index !== undefined ? { screenIndex: params.index } : {}),
    ...(params.screenType !== undefined ? { screenType: params.screenType } : {}),
  }
}

/**
 * Collects events and sends them in batches: every few seconds, when 50 are waiting, and by
 * `navigator.sendBeacon` when the page is hidden or left, which outlives the page. An event may
 * be sent twice (a beacon while a request is still open); the server stores it once. A staff
 * preview says so with each batch (the server checks it and keeps such events out of reports).
 * `before` runs ahead of each batch: the player sends the progress it has first, since the server
 * counts an event only as far as the progress it has seen (app/funnel/rules/event-agreement.ts).
 */
export function createEventQueue(
  endpoint = '/api/funnel-events',
  everyMs = 3000,
  { preview = false, before }: { preview?: boolean; before?: () => Promise<void> } = {},
) {
  const body = (events: FunnelEventPayload[]) => JSON.stringify(preview ? { events, preview: true } : { events })
  let queue: FunnelEventPayload[] = []
  let sending = false
  let timer: number | undefined

  const drop = (batch: FunnelEventPayload[]) => {
    const sent = new Set(batch.map((event) => event.id))
    queue = queue.filter((event) => !sent.has(event.id))
  }

  async function flush(): Promise<void> {
    if (sending || queue.length === 0) return
    sending = true
    const batch = queue.slice(0, batchSize)
    try {
      await before?.()
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: body(batch),
        keepalive: true,
      })
      // A refused batch will not get better by resending it; anything else is retried later.
      if (response.ok || (response.status >= 400 && response.status < 500)) drop(batch)
    } catch {
      // Offline or the server is restarting: the next flush retries.
    } finally {
      sending = false
    }
    if (queue.length >= batchSize) await flush()
  }

  function beacon(): void {
    while (queue.length > 0 && typeof navigator.sendBeacon === 'function') {
      const batch = queue.slice(0, batchSize)
      // text/plain keeps the beacon a simple request; the server reads the body as JSON anyway.
      if (!navigator.sendBeacon(endpoint, new Blob([body(batch)], { type: 'text/plain' }))) return
      drop(batch)
    }
  }

  const onOnline = () => void flush()
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') beacon()
  }

  return {
    push(event: FunnelEventPayload) {
      queue.push(event)
      if (queue.length >= batchSize) void flush()
    },
    flush,
    start() {
      timer = window.setInterval(() => void flush(), everyMs)
      window.addEventListener('pagehide', beacon)
      window.addEventListener('online', onOnline)
      document.addEventListener('visibilitychange', onVisibility)
    },
    stop() {
      window.clearInterval(timer)
      window.removeEventListener('pagehide', beacon)
      window.removeEventListener('online', onOnline)
      document.removeEventListener('visibilitychange', onVisibility)
      beacon()
    },
  }
}

export type EventQueue = ReturnType<typeof createEventQueue>

/**
 * Analytics fixtures for the report, dashboard and studio tests: visitors' events made as the funnel
 * player makes them and posted through the real events API (with the server's clock set to when the
 * batch was sent, after the progress the player saves first), and the sessions and payments the
 * checkout would have written.
 */
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { expect } from 'vitest'
import { receiveFunnelEvents } from '../../../app/funnel/server/events-api.server'
import { savedProgress } from '../../support/funnel-progress'
import { site } from '../../support/requests'

export const phoneBrowser =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

export type FunnelEvent = { id: string; name: string; funnelId: string; variant?: string; screenId?: string; occurredAt: string }

/** Makes one visitor's events, `second` seconds after `start` (ms since the epoch). */
export function eventMaker(funnel: { funnelId: string; variant?: string }, start: number) {
  return (name: string, second: number, screenId?: string): FunnelEvent => ({
    id: randomUUID(),
    name,
    funnelId: funnel.funnelId,
    ...(funnel.variant ? { variant: funnel.variant } : {}),
    ...(screenId ? { screenId } : {}),
    occurredAt: new Date(start + second * 1000).toISOString(),
  })
}

export type Sending = {
  /** The page the events come from, e.g. `/experiment/rep_a?utm_source=x`. */
  page: string
  /** The server's clock when the batch arrives (ms). */
  now: number
  /** '' sends no User-Agent; default a phone's browser. */
  userAgent?: string
  /** The browser's cookies so far: the same visitor again (a new one without a visitor cookie). */
  cookie?: string
  preview?: boolean
}

/**
 * Posts a batch through the real events API, as the player does once it has saved the progress the
 * events show, and expects it taken (200). Answers the response and the browser's cookies after it.
 */
export async function postFunnelEvents(events: FunnelEvent[], sending: Sending): Promise<{ response: Response; cookie: string }> {
  const cookie = await savedProgress(events, sending.cookie)
  const headers = new Headers({ 'Content-Type': 'application/json', Origin: site, Referer: `${site}${sending.page}`, Cookie: cookie })
  if (sending.userAgent !== '') headers.set('User-Agent', sending.userAgent ?? phoneBrowser)
  const body = { events, ...(sending.preview ? { preview: true } : {}) }
  const response = await receiveFunnelEvents(
    new Request(`${site}/api/funnel-events`, { method: 'POST', headers, body: JSON.stringify(body) }),
    { now: sending.now },
  )
  expect(response.status, await response.clone().text()).toBe(200)
  return { response, cookie }
}

/** The visitor id the server gave the visitor who sent this event ('' if it was not stored). */
export async function storedVisitorOf(payload: Payload, eventId: string): Promise<string> {
  const { docs } = await payload.find({
    collection: 'funnel-events',
    where: { eventId: { equals: eventId } },
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]?.visitorId ?? ''
}

/** The funnel session the paywall would have stored for the visitor. */
export function storedSession(
  payload: Payload,
  session: { visitorId: string; funnelId: string; variant: string | null; attribution?: Record<string, string> },
) {
  const { attribution = {}, ...rest } = session
  return payload.create({
    collection: 'funnel-sessions',
    data: { ...rest, funnelVersion: 1, state: {}, attribution },
    overrideAccess: true,
  })
}

/** A payment of an order as a provider's report records it. */
export async function recordPayment(
  payload: Payload,
  order: number,
  kind: 'charge' | 'upsell' | 'renewal' | 'refund',
  amountCents: number,
  { currency = 'USD', status = 'success' }: { currency?: 'USD' | 'GBP'; status?: 'success' | 'fail' } = {},
): Promise<void> {
  const key = randomUUID()
  await payload.create({
    collection: 'payments',
    data: { idempotencyKey: key, order, provider: 'solidgate', kind, status, providerOrderId: key, amountCents, currency },
    overrideAccess: true,
  })
}

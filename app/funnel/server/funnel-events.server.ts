import type { FunnelEvent } from '@cms/payload-types'
import { type EventContext, getEventSink } from '~/analytics/index.server'

export type FunnelEventInput = Pick<FunnelEvent, 'eventId' | 'name' | 'funnelId' | 'occurredAt'> & {
  variant?: string
  screenId?: string
  screenIndex?: number
  screenType?: string
}

/** Events recorded without a request to judge (tests, tools) count as ordinary visitors' with no source. */
const plainVisit: EventContext = { traffic: 'visitor', source: null, landingVariant: 'none', attribution: null }

/**
 * Stores a batch of events for a visitor, labelled with the request's context. An event whose id
 * is already stored — a batch sent again by a retry or by the page-hide beacon — is skipped, not
 * an error.
 */
export async function recordFunnelEvents(
  visitorId: string,
  events: FunnelEventInput[],
  context: EventContext = plainVisit,
): Promise<{ stored: number; duplicates: number }> {
  const sink = await getEventSink()
  return sink.append(events.map((event) => ({ ...event, visitorId, ...context })))
}

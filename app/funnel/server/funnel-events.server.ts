import type { Payload } from 'payload'
import { getPayloadClient } from '../../../cms/get-payload'
import type { FunnelEvent } from '../../../cms/payload-types'

export type FunnelEventInput = Pick<FunnelEvent, 'eventId' | 'name' | 'funnelId' | 'occurredAt'> & {
  variant?: string
  screenId?: string
  screenIndex?: number
  screenType?: string
}

/**
 * Stores a batch of events for a visitor. An event whose id is already stored — a batch sent
 * again by a retry or by the page-hide beacon — is skipped, not an error.
 */
export async function recordFunnelEvents(visitorId: string, events: FunnelEventInput[]): Promise<{ stored: number; duplicates: number }> {
  const payload = await getPayloadClient()
  const batch = [...new Map(events.map((event) => [event.eventId, event])).values()]
  const known = await storedIds(payload, batch.map((event) => event.eventId))
  let stored = 0
  for (const event of batch) {
    if (known.has(event.eventId)) continue
    try {
      await payload.create({ collection: 'funnel-events', data: { ...event, visitorId }, depth: 0, overrideAccess: true })
      stored += 1
    } catch (error) {
      // Two copies of one batch can arrive at once; the unique index lets only one through.
      if (!(await storedIds(payload, [event.eventId])).size) throw error
    }
  }
  return { stored, duplicates: events.length - stored }
}

async function storedIds(payload: Payload, eventIds: string[]): Promise<Set<string>> {
  if (eventIds.length === 0) return new Set()
  const { docs } = await payload.find({
    collection: 'funnel-events',
    where: { eventId: { in: eventIds } },
    limit: eventIds.length,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { eventId: true },
  })
  return new Set(docs.map((doc) => doc.eventId))
}

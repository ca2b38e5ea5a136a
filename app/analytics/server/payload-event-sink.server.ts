import type { Payload } from 'payload'
import type { AppendResult, EventSink, SinkEvent } from './event-sink.server'

/**
 * The portable sink (MongoDB): Payload's Local API, one document at a time. Ids already stored are
 * looked up first; a concurrent copy that slips past the lookup is stopped by the unique index.
 */
export function createPayloadEventSink(payload: Payload): EventSink {
  return {
    async append(events: readonly SinkEvent[]): Promise<AppendResult> {
      const batch = [...new Map(events.map((event) => [event.eventId, event])).values()]
      const known = await storedIds(
        payload,
        batch.map((event) => event.eventId),
      )
      let stored = 0
      for (const event of batch) {
        if (known.has(event.eventId)) continue
        try {
          await payload.create({ collection: 'funnel-events', data: event, depth: 0, overrideAccess: true })
          stored += 1
        } catch (error) {
          if (!(await storedIds(payload, [event.eventId])).size) throw error
        }
      }
      return { stored, duplicates: events.length - stored }
    },
  }
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

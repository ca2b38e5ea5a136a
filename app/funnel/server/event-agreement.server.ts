import { readPersisted } from '@engine/persisted-funnel'
import { getFunnel } from '../../core/funnels.server'
import { oneAtATime } from '../../core/one-at-a-time'
import { type EventContext, storedEventsOf } from '~/analytics/index.server'
import { countableEvents, countKey, type SavedPath } from '../rules/event-agreement'
import { findOwnedSession } from './funnel-session.server'
import { type FunnelEventInput, recordFunnelEvents } from './funnel-events.server'

const inTurn = oneAtATime()

/**
 * Stores the events of a batch that agree with what the server saw of the visitor
 * (rules/event-agreement.ts): per funnel, the session the browser's cookie owns (its saved path)
 * and what this visitor has stored already. Resent events (an id already stored) go to the sink,
 * which counts them as duplicates. A visitor's batches are judged and written one at a time in
 * this process, so a burst of them cannot all pass the counts before any is stored. (Processes of
 * one site each keep their own turn: a burst spread over several can add a kind once per process.)
 *
 * A staff preview's events are kept as sent: they are out of every report, and only staff can mark one.
 */
export function recordAgreeingEvents(
  request: Request,
  visitorId: string,
  events: readonly FunnelEventInput[],
  context: EventContext,
): Promise<{ stored: number; duplicates: number }> {
  if (context.traffic === 'preview') return recordFunnelEvents(visitorId, [...events], context)
  return inTurn(visitorId, async () => recordFunnelEvents(visitorId, await agreeing(request, visitorId, events), context))
}

async function agreeing(request: Request, visitorId: string, events: readonly FunnelEventInput[]): Promise<FunnelEventInput[]> {
  const funnelIds = [...new Set(events.map((event) => event.funnelId))]
  const stored = await storedEventsOf(visitorId, funnelIds)
  const storedIds = new Set(stored.map((event) => event.eventId))
  const kept = new Set<FunnelEventInput>(events.filter((event) => storedIds.has(event.eventId)))
  for (const funnelId of funnelIds) {
    const definition = await getFunnel(funnelId)
    if (!definition) continue
    const counted = new Map<string, number>()
    for (const event of stored) {
      if (event.funnelId !== funnelId) continue
      const key = countKey({ name: event.name, screenId: event.screenId ?? undefined, variant: event.variant ?? undefined })
      counted.set(key, (counted.get(key) ?? 0) + 1)
    }
    const fresh = events.filter((event) => event.funnelId === funnelId && !storedIds.has(event.eventId))
    const path = await savedPath(request, visitorId, funnelId)
    for (const event of countableEvents(definition, path, fresh, counted)) kept.add(event)
  }
  return events.filter((event) => kept.has(event))
}

async function savedPath(request: Request, visitorId: string, funnelId: string): Promise<SavedPath | null> {
  const session = await findOwnedSession(request, visitorId, funnelId)
  const saved = readPersisted(session?.state)
  return saved ? { screenId: saved.screenId, history: saved.history } : null
}

import type { TrackEventName } from '@engine/types'
import type { Currency } from '~/intl/currency'

/** Minor units (cents) per currency; currencies are never added together. */
export type Revenue = Partial<Record<Currency, number>>

/** One stored funnel event, as the funnel-events collection holds it; other fields are ignored. */
export type RecordedEvent = {
  eventId: string
  name: TrackEventName
  visitorId: string
  funnelId: string
  variant?: string | null
  screenId?: string | null
  /** The page's traffic source when the event was sent (see traffic.ts `sourceOf`). */
  source?: string | null
  /** ISO 8601; an event whose time does not parse is left out. */
  occurredAt: string
}

export type SessionKey = { visitorId: string; funnelId: string; variant: string | null }

/**
 * What orders and payments know of a session, which funnel events do not record: whether the
 * visitor opened a checkout and whether a payment went through (a purchase implies a checkout),
 * what was paid, and the source its stored session was started from.
 */
export type SessionOutcome = SessionKey & { checkout: boolean; purchase: boolean; revenue?: Revenue; source?: string | null }

/**
 * One visitor in one funnel variant. Its events may come in any order and more than once (a batch
 * resent by a retry or a page-hide beacon); `orderedUniqueEvents` puts them right.
 */
export type FunnelSession = SessionKey & {
  events: readonly RecordedEvent[]
  checkout?: boolean
  purchase?: boolean
  revenue?: Revenue
  /** The source to count the session under when none of its events carries one. */
  source?: string | null
}

export type TimedEvent = RecordedEvent & { at: number }

const keyOf = ({ visitorId, funnelId, variant }: SessionKey) => JSON.stringify([visitorId, funnelId, variant])

/**
 * Groups events into sessions and attaches the outcomes the caller has. An outcome goes to the
 * session of the same visitor, funnel and variant, else to that visitor's session in the funnel
 * (the stored session keeps the variant it was first saved with; a visitor who played the funnel
 * both through /experiment and directly has two). Several outcomes of one session add up: a
 * visitor who lost the session cookie may have two stored sessions, each with its orders.
 */
export function groupSessions(events: readonly RecordedEvent[], outcomes: readonly SessionOutcome[] = []): FunnelSession[] {
  const sessions = new Map<string, FunnelSession & { events: RecordedEvent[] }>()
  const byFunnel = new Map<string, FunnelSession & { events: RecordedEvent[] }>()
  for (const event of events) {
    const key: SessionKey = { visitorId: event.visitorId, funnelId: event.funnelId, variant: event.variant ?? null }
    const id = keyOf(key)
    let session = sessions.get(id)
    if (!session) {
      session = { ...key, events: [] }
      sessions.set(id, session)
      const funnelKey = JSON.stringify([key.visitorId, key.funnelId])
      if (!byFunnel.has(funnelKey)) byFunnel.set(funnelKey, session)
    }
    session.events.push(event)
  }
  for (const outcome of outcomes) {
    const session = sessions.get(keyOf(outcome)) ?? byFunnel.get(JSON.stringify([outcome.visitorId, outcome.funnelId]))
    // An order without any recorded event has no day or screens to count; it is left out.
    if (!session) continue
    session.purchase = session.purchase === true || outcome.purchase
    session.checkout = session.checkout === true || outcome.checkout || session.purchase
    if (outcome.revenue) session.revenue = addRevenue(session.revenue ?? {}, outcome.revenue)
    session.source ??= outcome.source ?? undefined
  }
  return [...sessions.values()]
}

export function addRevenue(a: Revenue, b: Revenue): Revenue {
  const sum: Revenue = { ...a }
  for (const [currency, minorUnits] of Object.entries(b) as [keyof Revenue, number][]) sum[currency] = (sum[currency] ?? 0) + minorUnits
  return sum
}

/** Each event id once, in time order; ties broken by id so that every reader sees one order. */
export function orderedUniqueEvents(events: readonly RecordedEvent[]): TimedEvent[] {
  const unique = new Map<string, TimedEvent>()
  for (const event of events) {
    const at = Date.parse(event.occurredAt)
    if (!unique.has(event.eventId) && Number.isFinite(at)) unique.set(event.eventId, { ...event, at })
  }
  return [...unique.values()].sort((a, b) => a.at - b.at || (a.eventId < b.eventId ? -1 : a.eventId > b.eventId ? 1 : 0))
}

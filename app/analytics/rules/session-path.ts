import { type FunnelSession, orderedUniqueEvents, type Revenue, type SessionKey } from './funnel-session'

/**
 * The funnel's milestones, in order; checkout and purchase come from orders and payments. Any
 * recorded event counts as started: `funnel.started` may sit in a batch that never arrived, and a
 * later step must not outnumber the first.
 */
export const funnelSteps = ['started', 'email', 'paywall', 'checkout', 'purchase'] as const
export type FunnelStep = (typeof funnelSteps)[number]

export type ScreenVisit = {
  /** After the screen's last presentation, another screen was presented, or the session completed or reached checkout. */
  wentOn: boolean
  /** Time from each presentation to the next one, added up; null when no presentation was followed by another. */
  timeOnScreenMs: number | null
}

export type SessionPath = SessionKey & {
  /** UTC day (YYYY-MM-DD) of the session's first event: the day a rollup counts the session on. */
  day: string
  /** The first event's time (ms): the hour a rollup counts the session on. */
  startedAt: number
  /** The first source among its events in time order (first touch), else the stored session's. */
  source: string | null
  revenue: Revenue
  /** Only the screens presented: a screen a skip rule or branch passed over is not here. */
  screens: Map<string, ScreenVisit>
  reached: Record<FunnelStep, boolean>
}

/**
 * What one session did. Went-on is judged after a screen's last presentation, so that a visitor
 * who goes back and then leaves drops off at the screen they left from: every session that stops
 * early drops at exactly one screen. Only `screen.presented` moves a visitor: the
 * `registration.presented` and `paywall.presented` events are fired on entering the same screen.
 * A session that reached checkout dropped nowhere, even though checkout is no screen.
 */
export function sessionPath(session: FunnelSession): SessionPath | null {
  const events = orderedUniqueEvents(session.events)
  const first = events[0]
  if (!first) return null
  const purchase = session.purchase === true
  const checkout = session.checkout === true || purchase
  const moves = events.filter((event) => (event.name === 'screen.presented' && event.screenId) || event.name === 'funnel.completed')

  const screens = new Map<string, ScreenVisit>()
  moves.forEach((event, i) => {
    if (event.name !== 'screen.presented') return
    const visit = screens.get(event.screenId!) ?? { wentOn: false, timeOnScreenMs: null }
    const next = moves[i + 1]
    if (next) visit.timeOnScreenMs = (visit.timeOnScreenMs ?? 0) + (next.at - event.at)
    screens.set(event.screenId!, visit)
  })

  // Backwards, so that each screen is judged at its last presentation: the first met from the end.
  const presentedLater = new Set<string>()
  let endedLater = checkout
  for (const event of moves.toReversed()) {
    if (event.name === 'funnel.completed') endedLater = true
    else if (!presentedLater.has(event.screenId!)) {
      screens.get(event.screenId!)!.wentOn = endedLater || presentedLater.size > 0
      presentedLater.add(event.screenId!)
    }
  }

  const fired = (name: string) => events.some((event) => event.name === name)
  return {
    visitorId: session.visitorId,
    funnelId: session.funnelId,
    variant: session.variant,
    day: new Date(first.at).toISOString().slice(0, 10),
    startedAt: first.at,
    source: events.find((event) => event.source)?.source ?? session.source ?? null,
    revenue: session.revenue ?? {},
    screens,
    reached: { started: true, email: fired('registration.presented'), paywall: fired('paywall.presented'), checkout, purchase },
  }
}

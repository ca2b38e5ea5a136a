import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import { receiveFunnelEvents } from '../../app/funnel/server/events-api.server'
import { savedProgress } from './funnel-progress'
import { site } from './requests'

const browser =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

export type Visit = {
  funnelId: string
  /** When the visitor started (ms since the epoch). */
  at: number
  /** Screens shown in order, 10 seconds apart; a screen named `paywall` also counts as the paywall reached. */
  shown: readonly string[]
  /** The /experiment variant the visitor was sent to; none for a plain funnel visit. */
  variant?: string
}

/**
 * One visitor's walk posted through the real events API, as a phone's browser sends it once the
 * player has saved the progress it shows: the reports count it like any visitor's. Answers the
 * first event's id (to find the visitor by).
 */
export async function postVisit({ funnelId, at, shown, variant }: Visit): Promise<string> {
  const event = (name: string, second: number, screenId?: string) => ({
    id: randomUUID(),
    name,
    funnelId,
    ...(variant ? { variant } : {}),
    ...(screenId ? { screenId } : {}),
    occurredAt: new Date(at + second * 1000).toISOString(),
  })
  const events = [event('funnel.started', 0)]
  for (const [index, screenId] of shown.entries()) {
    events.push(event('screen.presented', index * 10, screenId))
    if (screenId === 'paywall') events.push(event('paywall.presented', index * 10, screenId))
  }
  const headers = new Headers({
    'Content-Type': 'application/json',
    Origin: site,
    'User-Agent': browser,
    Referer: variant ? `${site}/experiment/${variant}` : `${site}/onboarding/${funnelId}`,
    Cookie: await savedProgress(events),
  })
  const response = await receiveFunnelEvents(
    new Request(`${site}/api/funnel-events`, { method: 'POST', headers, body: JSON.stringify({ events }) }),
    { now: at + shown.length * 10_000 + 30_000 },
  )
  expect(response.status, await response.clone().text()).toBe(200)
  return events[0]!.id
}

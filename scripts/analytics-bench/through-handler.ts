import { receiveFunnelEvents } from '../../app/funnel/server/events-api.server'
import { savedProgress } from '../../tests/support/funnel-progress'
import type { SyntheticSession } from './synthetic-traffic'

const browser = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36'
const crawler = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'
const site = 'http://localhost:3000'

/**
 * Sends a session's batches as the player does — POST /api/funnel-events with the visitor's
 * cookie, from a page whose address carries its ad parameters — through the real handler (body
 * parsing, zod, the signed cookie, the admission checks and caps, the agreement with the visitor's
 * funnel session, bot and preview checks, the sink). The progress the player saves on the way is
 * written first, once per session (it reaches the server by its own endpoint), so every event of
 * the session agrees with it.
 */
let sessionsSent = 0

export async function sendThroughHandler(session: SyntheticSession): Promise<{ stored: number; duplicates: number }> {
  // Each visitor from an address of their own, each batch sent when its last event happened, as in life.
  const clientIp = `bench-${(sessionsSent += 1)}`
  const cookie = await savedProgress(session.batches.flat())
  let stored = 0
  let duplicates = 0
  const first = session.batches[0]![0]!
  const page = `${site}/experiment/${first.funnelId}${first.source ? `?utm_source=${first.source}` : ''}`
  const userAgent = first.traffic === 'bot' ? crawler : browser
  for (const [i, batch] of session.batches.entries()) {
    const events = batch.map(({ eventId, name, funnelId, variant, screenId, screenIndex, screenType, occurredAt }) => ({
      id: eventId,
      name,
      funnelId,
      ...(variant ? { variant } : {}),
      ...(screenId ? { screenId, screenIndex, screenType } : {}),
      occurredAt,
    }))
    for (let copy = 0; copy < (session.resend[i] ? 2 : 1); copy++) {
      const headers = new Headers({
        'Content-Type': 'application/json',
        Origin: site,
        Referer: page,
        'User-Agent': userAgent,
        Cookie: cookie,
      })
      const response = await receiveFunnelEvents(
        new Request(`${site}/api/funnel-events`, { method: 'POST', headers, body: JSON.stringify({ events }) }),
        { clientIp, now: Math.max(...events.map((event) => Date.parse(event.occurredAt))) },
      )
      if (response.status !== 200) throw new Error(`the events handler answered ${response.status}: ${await response.text()}`)
      const answer = (await response.json()) as { stored: number; duplicates: number }
      stored += answer.stored
      duplicates += answer.duplicates
    }
  }
  return { stored, duplicates }
}

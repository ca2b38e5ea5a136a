import { hitRateLimit, rateLimitMessage, type RateLimitRule } from '../../http/rate-limit'
import { type AdmissionEvent, funnelEventLimits, refusalOf } from '../rules/event-admission'
import { getExperiment } from '~/analytics/index.server'
import { listPublishedFunnels } from '../../core/funnels.server'

export type Refusal = { status: 400 | 429; title: string; message: string; retryAfterSeconds?: number }

/**
 * Whether a batch may be stored, so that forged visitors cannot move the marketers' report more
 * than people could: published funnels and their experiment variants only, times near the server's
 * clock (rules/event-admission.ts), and per-address and per-visitor caps. Null when it may.
 */
export async function admitFunnelEvents(
  events: readonly AdmissionEvent[],
  who: { now: number; clientIp: string; visitorId: string | null; staffPreview: boolean },
): Promise<Refusal | null> {
  const limited = await overLimit(funnelEventLimits.perAddress, who.clientIp)
  if (limited) return limited
  const published = new Set((await listPublishedFunnels()).map((funnel) => funnel.funnelId))
  const refusal = refusalOf(events, {
    now: who.now,
    experiment: await getExperiment(),
    isPublished: (funnelId) => who.staffPreview || published.has(funnelId),
  })
  if (refusal) return { status: 400, title: 'Invalid events', message: refusal }
  // A batch without a visitor cookie counts nothing (events-api.server.ts): no visitor to cap.
  if (!who.visitorId) return null
  // One count per event, so a batch of 50 weighs as much as 50 batches of one.
  for (let sent = 0; sent < events.length; sent += 1) {
    const refused = await overLimit(funnelEventLimits.perVisitor, who.visitorId)
    if (refused) return refused
  }
  return null
}

async function overLimit(rule: RateLimitRule, client: string): Promise<Refusal | null> {
  const result = await hitRateLimit(rule, client)
  if (result.ok) return null
  return {
    status: 429,
    title: 'Too many events',
    message: rateLimitMessage(result.retryAfterSeconds),
    retryAfterSeconds: result.retryAfterSeconds,
  }
}

import type { RateLimitRule } from '../../http/rate-limit'
import { type Experiment, isVariant } from './experiment'

/**
 * How far an event's `occurredAt` may be from the server's clock. The player sends its events
 * within seconds (every 3 s, or by beacon when the page is hidden), so an hour either way leaves
 * room for a device clock that is a little off or a connection that came back, while a visitor
 * cannot file events under another day of the report.
 */
export const occurredAtWindowMs = 60 * 60_000

/**
 * Caps on what one visitor (or one address) can send, far above what a person sends. What a batch
 * adds to the report is bounded apart from them: only events that agree with the visitor's funnel
 * session count (event-agreement.ts), and a batch without a visitor cookie counts nothing.
 */
export const funnelEventLimits = {
  /**
   * Events per visitor cookie. Playing a 40-screen funnel three times, going back and forth, sends
   * about 150; the report counts each visitor once per funnel anyway, so more only fills the table.
   */
  perVisitor: { name: 'funnel-events-visitor', limit: 300, windowMs: 60 * 60_000 },
  /**
   * Batches per address, a flood guard: 300 people behind one school or carrier address, playing
   * at once and each sending a batch every 6 s, stay under it.
   */
  perAddress: { name: 'funnel-events-address', limit: 3000, windowMs: 60_000 },
} satisfies Record<string, RateLimitRule>

export type AdmissionEvent = { funnelId: string; variant?: string; occurredAt: string }

/**
 * Why a batch is refused, as a sentence for the caller, or null when every event may be stored:
 * each names a published funnel (`isPublished`), a variant only as the experiment funnel it is,
 * and a time near `now`. A staff preview may name a draft funnel; its events stay out of reports.
 */
export function refusalOf(
  events: readonly AdmissionEvent[],
  { now, experiment, isPublished }: { now: number; experiment: Experiment; isPublished: (funnelId: string) => boolean },
): string | null {
  for (const [index, event] of events.entries()) {
    const at = `events.${index}`
    if (!isPublished(event.funnelId)) return `${at}.funnelId: there is no published funnel "${event.funnelId}".`
    if (event.variant !== undefined && (event.variant !== event.funnelId || !isVariant(experiment, event.variant)))
      return `${at}.variant: "${event.variant}" is not a variant of the experiment for this funnel.`
    if (Math.abs(Date.parse(event.occurredAt) - now) > occurredAtWindowMs)
      return `${at}.occurredAt: the time must be within an hour of the server's clock (${new Date(now).toISOString()}).`
  }
  return null
}

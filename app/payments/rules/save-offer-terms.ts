import { type BillingPeriod, addPeriod, periodDays } from './period'

/** The next renewal with a save offer's discount: the price less `percentOff` percent, rounded to the cent. */
export function discountedCents(priceCents: number, percentOff: number | null | undefined): number {
  if (!percentOff) return priceCents
  return Math.round((priceCents * (100 - percentOff)) / 100)
}

/** A pause of one period: access runs to the paid end, then one period without charge or access; it renews at its end. */
export function pauseEnd(paidUntil: string, period: BillingPeriod): Date {
  return addPeriod(new Date(paidUntil), period)
}

type Pausable = { endDate?: string | null; pausedUntil?: string | null }

/**
 * Where a paused subscription stands: `ahead` of its pause (the paid period still runs), `paused`
 * (no access, no charge), or `renewing` (the pause is over and the renewal job takes the charge on
 * its next run). Null when no pause was taken.
 */
export function pauseState(subscription: Pausable, now = new Date()): 'ahead' | 'paused' | 'renewing' | null {
  if (!subscription.pausedUntil || !subscription.endDate) return null
  if (new Date(subscription.endDate) > now) return 'ahead'
  return new Date(subscription.pausedUntil) > now ? 'paused' : 'renewing'
}

/** The subscription is in its pause now: the paid period is over and the pause is not. */
export function inPause(subscription: Pausable, now = new Date()): boolean {
  return pauseState(subscription, now) === 'paused'
}

/**
 * A plan a save offer may switch to: it costs less per day than the student's plan (a shorter
 * period's smaller price is not a saving).
 */
export function isCheaper(
  candidate: { newPrice: number; period: BillingPeriod },
  current: { priceCents: number; period: BillingPeriod },
): boolean {
  return candidate.newPrice * periodDays(current.period) < current.priceCents * periodDays(candidate.period)
}

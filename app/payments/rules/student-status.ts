import { inPause } from './save-offer-terms'

/**
 * The student's status follows their subscriptions (spec §3, §6): active or redemption when any
 * subscription is, active winning; anything else (none, cancelled and ended, expired) is `other`,
 * the trial rule's status. A cancelled subscription keeps access until the end of its paid period;
 * a paused one loses it from then until its pause ends.
 */
export type StudentStatus = 'active' | 'redemption' | 'other'
export type SubscriptionState = { status: string; endDate?: string | null; pausedUntil?: string | null }

export function studentStatusFor(subscriptions: readonly SubscriptionState[], now = new Date()): StudentStatus {
  const paidUp = (subscription: SubscriptionState) =>
    subscription.status === 'cancelled' && subscription.endDate != null && new Date(subscription.endDate) > now
  // Paused by a save offer: past its paid end and before the pause's, it gives no access.
  const renewing = (subscription: SubscriptionState) => subscription.status === 'active' && !inPause(subscription, now)
  if (subscriptions.some((subscription) => renewing(subscription) || paidUp(subscription))) return 'active'
  if (subscriptions.some((subscription) => subscription.status === 'redemption')) return 'redemption'
  return 'other'
}

/**
 * The student's status follows their subscriptions (spec §3, §6): active or redemption when any
 * subscription is, active winning; anything else (none, cancelled and ended, expired) is `other`,
 * the trial rule's status. A cancelled subscription keeps access until the end of its paid period.
 */
export type StudentStatus = 'active' | 'redemption' | 'other'
export type SubscriptionState = { status: string; endDate?: string | null }

export function studentStatusFor(subscriptions: readonly SubscriptionState[], now = new Date()): StudentStatus {
  const paidUp = (subscription: SubscriptionState) =>
    subscription.status === 'cancelled' && subscription.endDate != null && new Date(subscription.endDate) > now
  if (subscriptions.some((subscription) => subscription.status === 'active' || paidUp(subscription))) return 'active'
  if (subscriptions.some((subscription) => subscription.status === 'redemption')) return 'redemption'
  return 'other'
}

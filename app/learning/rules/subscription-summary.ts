import type { SubscriptionView } from '~/payments/index.server'
import { formatDay } from '~/payments'
import { formatPrice } from '~/intl/currency'

export type PlanSummary = { title: string; detail: string; state: 'active' | 'attention' | 'ending' | 'none' }

type Subscription = Pick<SubscriptionView, 'planName' | 'status' | 'endDate' | 'nextRetryAt' | 'currency' | 'renewalCents'> &
  Partial<Pick<SubscriptionView, 'pausedUntil'>>

/**
 * The profile's one-line plan: the subscription that gives access now (a renewing one first, then
 * one in a payment retry, then a cancelled one still paid up), or none.
 */
export function planSummary(subscriptions: readonly Subscription[], now: Date): PlanSummary {
  const active = subscriptions.find((item) => item.status === 'active')
  if (active?.pausedUntil) {
    const price = active.renewalCents != null ? ` for ${formatPrice(active.renewalCents, active.currency)}` : ''
    const detail =
      Date.parse(active.endDate) <= now.getTime()
        ? `Paused until ${formatDay(active.pausedUntil)}, then renews${price}`
        : `Paused from ${formatDay(active.endDate)} to ${formatDay(active.pausedUntil)}, then renews${price}`
    return { title: active.planName, detail, state: 'ending' }
  }
  if (active) {
    const price = active.renewalCents != null ? ` for ${formatPrice(active.renewalCents, active.currency)}` : ''
    return { title: active.planName, detail: `Renews on ${formatDay(active.endDate)}${price}`, state: 'active' }
  }
  const retrying = subscriptions.find((item) => item.status === 'redemption')
  if (retrying) {
    const when = retrying.nextRetryAt ? ` We will try your card again on ${formatDay(retrying.nextRetryAt)}.` : ''
    return { title: retrying.planName, detail: `Your last payment did not go through.${when}`, state: 'attention' }
  }
  const paidUp = subscriptions.find((item) => item.status === 'cancelled' && Date.parse(item.endDate) > now.getTime())
  if (paidUp) return { title: paidUp.planName, detail: `Cancelled — full access until ${formatDay(paidUp.endDate)}`, state: 'ending' }
  return { title: 'No active plan', detail: 'Subscribe to open every course and challenge.', state: 'none' }
}

/** The avatar's letter: the first name's, else the email's, upper-cased. */
export function avatarInitial(firstname: string | null, email: string): string {
  const source = firstname?.trim() || email
  return (Array.from(source)[0] ?? '?').toLocaleUpperCase('en-US')
}

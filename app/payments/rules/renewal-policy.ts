/**
 * What a failed renewal does to a subscription (spec: status `redemption`, "a grace period in which
 * the student keeps access"). The card is tried again after 1 day and then after 3 more; a third
 * failure ends the subscription. A card that can never pay again (lost, stolen, its saved token
 * gone) is not retried: retrying only adds declines to the merchant's record.
 */
export const renewalRetryDelaysMs = [1, 3].map((days) => days * 24 * 60 * 60 * 1000)
export const maxRenewalFailures = renewalRetryDelaysMs.length + 1

/** Decline codes after which the saved card cannot pay again (see error-codes.ts). */
export const finalDeclineCodes = new Set(['4.02', '4.04', '5.02', '7.01'])

export type AfterRenewalFailure =
  { status: 'redemption'; renewalAttempts: number; nextRetryAt: Date } | { status: 'expired'; renewalAttempts: number; nextRetryAt: null }

export function afterRenewalFailure(previousFailures: number, errorCode: string | undefined, now: Date): AfterRenewalFailure {
  const renewalAttempts = previousFailures + 1
  const delay = renewalRetryDelaysMs[renewalAttempts - 1]
  if (delay === undefined || (errorCode && finalDeclineCodes.has(errorCode)))
    return { status: 'expired', renewalAttempts, nextRetryAt: null }
  return { status: 'redemption', renewalAttempts, nextRetryAt: new Date(now.getTime() + delay) }
}

/**
 * A subscription is due for a renewal charge at its end date (paused by a save offer: at the
 * pause's end), or in redemption at its next retry.
 */
export function renewalDueAt(subscription: {
  status: string
  endDate: string
  nextRetryAt?: string | null
  pausedUntil?: string | null
}): Date | null {
  if (subscription.status === 'active') {
    const end = new Date(subscription.endDate)
    const pause = subscription.pausedUntil ? new Date(subscription.pausedUntil) : null
    return pause && pause > end ? pause : end
  }
  if (subscription.status === 'redemption' && subscription.nextRetryAt) return new Date(subscription.nextRetryAt)
  return null
}

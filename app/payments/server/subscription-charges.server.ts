import { planByPlanId } from './plans.server'
import { getPayloadClient } from '@cms/get-payload'
import type { Subscription } from '@cms/payload-types'
import type { Currency } from '../../intl/currency'
import { type Attempt, attemptOf, updateAttempt } from './attempts.server'
import { addPeriod } from '../rules/period'
import { planChangeTerms } from '../rules/plan-change-terms'
import type { ProviderReport } from '../provider'
import { type Id, relationId } from '@schemas/id'
import { afterRenewalFailure } from '../rules/renewal-policy'
import { refreshStudentStatus } from './student-status.server'

/**
 * The result of a charge of a saved card: a renewal extends the subscription or puts it in
 * redemption, a plan change switches the plan, an add-on is bought (its payments row is the
 * purchase). Applied once per attempt: only an attempt still `processing` moves anything, so a
 * webhook and a status answer for the same charge cannot extend a subscription twice.
 */
export async function applySubscriptionCharge(attempt: Attempt, report: ProviderReport, now: Date): Promise<undefined> {
  const success = report.outcome === 'success'
  const first = attempt.status === 'processing'
  await updateAttempt(report, success ? 'success' : 'fail')
  if (!first) return undefined
  const subscriptionId = relationId(attempt.subscription)
  const subscription = subscriptionId !== null ? await loadSubscription(subscriptionId) : null
  if (subscription && attempt.kind === 'renewal') {
    if (success) await renewed(subscription, attempt, now)
    else await renewalFailed(subscription, attempt, report, now)
  }
  if (subscription && attempt.kind === 'plan_change' && success) await planChanged(subscription, attempt, now)
  const studentId = relationId(attempt.student)
  if (studentId !== null) await refreshStudentStatus(studentId)
  return undefined
}

/**
 * A renewal whose attempt was marked `success` but whose subscription was not extended yet (the
 * process stopped between the two writes; the payments sweep finds it): extends it now. `renewed`
 * moves only a period still starting where the attempt's did, so repeating this changes nothing.
 */
export async function finishRenewal(attempt: Attempt, subscription: Subscription, now: Date): Promise<boolean> {
  if (attempt.kind !== 'renewal' || attempt.status !== 'success' || !sameTime(subscription.endDate, attempt.periodStart)) return false
  await renewed(subscription, attempt, now)
  const studentId = relationId(attempt.student)
  if (studentId !== null) await refreshStudentStatus(studentId)
  return true
}

/**
 * The provider refused a saved-card charge itself (an unknown token, bad data), or there was nothing
 * to charge: nothing was taken, and it counts as a failed charge of its kind.
 */
export async function recordRefusedCharge(
  providerOrderId: string,
  amount: number,
  currency: Currency,
  errorCode: string | undefined,
  now = new Date(),
): Promise<void> {
  const attempt = await attemptOf(providerOrderId)
  if (!attempt) return
  await applySubscriptionCharge(attempt, { providerOrderId, outcome: 'fail', amount, currency, ...(errorCode ? { errorCode } : {}) }, now)
}

async function loadSubscription(id: Id): Promise<Subscription | null> {
  const payload = await getPayloadClient()
  return payload.findByID({ collection: 'subscriptions', id, depth: 0, overrideAccess: true, disableErrors: true })
}

async function renewalPeriod(planId: string) {
  const plan = await planByPlanId(planId)
  return plan?.renewalPeriod ?? { value: 4, unit: 'W' as const }
}

const sameTime = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && new Date(a).getTime() === new Date(b).getTime()

/** A paused subscription's next period starts when the pause ends, not when the paid one did. */
function periodStartAfter(subscription: Subscription): Date {
  const end = new Date(subscription.endDate)
  const pause = subscription.pausedUntil ? new Date(subscription.pausedUntil) : null
  return pause && pause > end ? pause : end
}

/** The next period follows the one renewed (a renewal recovered in redemption does not shift the dates). */
async function renewed(subscription: Subscription, attempt: Attempt, _now: Date): Promise<void> {
  if (!sameTime(subscription.endDate, attempt.periodStart)) return // this period was renewed already
  const payload = await getPayloadClient()
  const endDate = addPeriod(periodStartAfter(subscription), await renewalPeriod(subscription.planId))
  await payload.update({
    collection: 'subscriptions',
    id: subscription.id,
    data: {
      status: subscription.status === 'redemption' ? 'active' : subscription.status,
      endDate: endDate.toISOString(),
      renewalAttempts: 0,
      nextRetryAt: null,
      // A save offer's pause and discount were for this renewal only.
      pausedUntil: null,
      nextRenewalPercentOff: null,
    },
    depth: 0,
    overrideAccess: true,
  })
}

async function renewalFailed(subscription: Subscription, attempt: Attempt, report: ProviderReport, now: Date): Promise<void> {
  if (!sameTime(subscription.endDate, attempt.periodStart)) return
  if (subscription.status !== 'active' && subscription.status !== 'redemption') return
  const payload = await getPayloadClient()
  const next = afterRenewalFailure(subscription.renewalAttempts ?? 0, report.errorCode, now)
  await payload.update({
    collection: 'subscriptions',
    id: subscription.id,
    data: { status: next.status, renewalAttempts: next.renewalAttempts, nextRetryAt: next.nextRetryAt?.toISOString() ?? null },
    depth: 0,
    overrideAccess: true,
  })
}

/**
 * A plan change is charged at once at the new plan's price; the time already paid for is kept:
 * the new period starts when the current one ends (or now, when it has ended).
 */
async function planChanged(subscription: Subscription, attempt: Attempt, now: Date): Promise<void> {
  if (!attempt.productId) return
  const payload = await getPayloadClient()
  const period = await renewalPeriod(attempt.productId)
  // The dates the confirm step promised (rules/plan-change-terms.ts).
  const endDate = planChangeTerms(subscription.endDate, { newPrice: attempt.amountCents, billing_period: period }, now).nextChargeAt
  await payload.update({
    collection: 'subscriptions',
    id: subscription.id,
    data: {
      planId: attempt.productId,
      renewalCents: attempt.amountCents,
      status: 'active',
      endDate: endDate.toISOString(),
      renewalAttempts: 0,
      nextRetryAt: null,
      cancelledAt: null,
    },
    depth: 0,
    overrideAccess: true,
  })
}

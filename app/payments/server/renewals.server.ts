import { getPayloadClient } from '@cms/get-payload'
import type { Subscription } from '@cms/payload-types'
import type { Where } from 'payload'
import { discountedCents } from '../rules/save-offer-terms'
import { applyProviderReport } from './apply-report.server'
import { attemptOf, claimCharge } from './attempts.server'
import { paymentProvider, webhookUrl } from './providers.server'
import { type Id, idKey, relationId } from '@schemas/id'
import { renewalDueAt } from '../rules/renewal-policy'
import { cardFor } from './saved-cards.server'
import { refreshStudentStatus } from './student-status.server'
import { recordRefusedCharge } from './subscription-charges.server'

export type RenewalRun = {
  subscriptionId: Id
  result: 'charged' | 'not due' | 'in progress' | 'refused' | 'provider unreachable' | 'no card' | 'no price'
}

/**
 * Charges one subscription's renewal with its saved card, once: the charge is claimed by its
 * payments row (`attempt:s<subscription>-<period end>-<try>`, unique) before the provider is asked,
 * and the provider refuses a repeated order id. The result arrives as a signed report like any
 * other (apply-report → subscription-charges). A charge whose answer was lost is asked about on the
 * next run and sent again only if the provider never saw it.
 */
export async function renewSubscription(subscription: Subscription, now = new Date()): Promise<RenewalRun> {
  const result = (value: RenewalRun['result']): RenewalRun => ({ subscriptionId: subscription.id, result: value })
  const due = renewalDueAt(subscription)
  if (!due || due > now) return result('not due')
  const provider = paymentProvider(subscription.provider)
  if (!provider) return result('provider unreachable')
  const studentId = relationId(subscription.student)
  const tries = (subscription.renewalAttempts ?? 0) + 1
  const providerOrderId = `s${subscription.id}-${periodKey(subscription.endDate)}-${tries}`
  const amount = renewalAmount(subscription)
  const card = await cardFor(studentId, subscription.provider, relationId(subscription.paymentMethod))

  const claimed = await claimCharge({
    provider: subscription.provider,
    kind: 'renewal',
    providerOrderId,
    productId: subscription.planId,
    amountCents: amount,
    currency: subscription.currency,
    student: studentId,
    order: relationId(subscription.order),
    subscription: subscription.id,
    periodStart: subscription.endDate,
  })
  if (!claimed) return resume(providerOrderId, subscription, card, now)
  if (!amount) {
    // A plan without a renewal price cannot renew: it ends like a subscription whose card is gone.
    await recordRefusedCharge(providerOrderId, 0, subscription.currency, '7.01', now)
    return result('no price')
  }
  if (!card) {
    await recordRefusedCharge(providerOrderId, amount, subscription.currency, '7.01', now)
    return result('no card')
  }
  return send(providerOrderId, subscription, card.token, now)
}

async function send(providerOrderId: string, subscription: Subscription, token: string, now: Date): Promise<RenewalRun> {
  const provider = paymentProvider(subscription.provider)!
  const payload = await getPayloadClient()
  const order = relationId(subscription.order)
  const amount = renewalAmount(subscription)
  const email = order
    ? (await payload.findByID({ collection: 'orders', id: order, depth: 0, overrideAccess: true, disableErrors: true }))?.email
    : undefined
  try {
    const answer = await provider.charge({
      providerOrderId,
      amount,
      currency: subscription.currency,
      description: `AI learning plan renewal (subscription ${subscription.id})`,
      token,
      ...(email ? { email } : {}),
      webhookUrl: webhookUrl(subscription.provider),
    })
    // The provider has this charge already (sent before, its answer lost): its report settles it.
    if (!answer.ok && answer.alreadySent) return { subscriptionId: subscription.id, result: 'in progress' }
    if (!answer.ok) {
      payload.logger.warn({ subscriptionId: subscription.id, providerOrderId, reason: answer.reason }, 'renewal charge refused')
      await recordRefusedCharge(providerOrderId, amount, subscription.currency, answer.errorCode, now)
      return { subscriptionId: subscription.id, result: 'refused' }
    }
    return { subscriptionId: subscription.id, result: 'charged' }
  } catch (error) {
    // The answer was lost: the claim stays, and the next run asks the provider before sending again.
    payload.logger.warn(
      { subscriptionId: subscription.id, providerOrderId, error: (error as Error).message },
      'renewal charge not answered',
    )
    return { subscriptionId: subscription.id, result: 'provider unreachable' }
  }
}

/** What this renewal charges: the plan's renewal price, less a save offer's discount on this one renewal. */
const renewalAmount = (subscription: Subscription): number =>
  discountedCents(subscription.renewalCents ?? 0, subscription.nextRenewalPercentOff)

/** A claim younger than this may still be with its first sender: leave it alone. */
const answerLostAfterMs = 2 * 60 * 1000

/** The charge was claimed before: settled already, being sent right now, or its answer was lost — then ask the provider. */
async function resume(providerOrderId: string, subscription: Subscription, card: { token: string } | null, now: Date): Promise<RenewalRun> {
  const attempt = await attemptOf(providerOrderId)
  if (!attempt || attempt.status !== 'processing') return { subscriptionId: subscription.id, result: 'in progress' }
  if (Date.now() - new Date(attempt.createdAt).getTime() < answerLostAfterMs)
    return { subscriptionId: subscription.id, result: 'in progress' }
  const provider = paymentProvider(subscription.provider)!
  try {
    const report = await provider.orderStatus(providerOrderId)
    if (!report) return card ? send(providerOrderId, subscription, card.token, now) : { subscriptionId: subscription.id, result: 'no card' }
    if (report.outcome !== 'processing') {
      const eventKey = `${provider.system}:status:${report.providerOrderId}:${report.outcome}:${report.transactionId ?? ''}`
      await applyProviderReport(provider.system, { eventKey, type: 'status', report, body: { polled: true, report } }, now)
    }
  } catch {
    return { subscriptionId: subscription.id, result: 'provider unreachable' }
  }
  return { subscriptionId: subscription.id, result: 'in progress' }
}

/** "2026-12-21T10:00:00.000Z" → "202612211000": the period a renewal pays for, in its provider order id. */
function periodKey(endDate: string): string {
  return new Date(endDate)
    .toISOString()
    .replace(/[^0-9]/g, '')
    .slice(0, 12)
}

/**
 * One pass of the renewal job: charges every subscription due at `now` (active past its end date
 * and not in a pause, or in redemption past its retry time), ends cancelled ones whose paid period
 * is over, and takes access from those whose pause began.
 */
export async function renewDueSubscriptions(now = new Date()): Promise<RenewalRun[]> {
  const payload = await getPayloadClient()
  const at = now.toISOString()
  const { docs } = await payload.find({
    collection: 'subscriptions',
    where: {
      or: [
        { and: [{ status: { equals: 'active' } }, { endDate: { less_than_equal: at } }, notPausedAt(at)] },
        { and: [{ status: { equals: 'redemption' } }, { nextRetryAt: { less_than_equal: at } }] },
      ],
    },
    sort: 'endDate',
    limit: 200,
    depth: 0,
    overrideAccess: true,
  })
  const runs: RenewalRun[] = []
  for (const subscription of docs) runs.push(await renewSubscription(subscription, now))
  await expireEnded(at)
  await startPauses(at)
  return runs
}

/** Not paused, or its pause is over at `at` (then it renews). */
const notPausedAt = (at: string): Where => ({
  or: [{ pausedUntil: { exists: false } }, { pausedUntil: { equals: null } }, { pausedUntil: { less_than_equal: at } }],
})

/** A pause begins where the paid period ends: the student's access goes (refreshStudentStatus reads the pause). */
async function startPauses(at: string): Promise<void> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'subscriptions',
    where: {
      and: [
        { status: { equals: 'active' } },
        { endDate: { less_than_equal: at } },
        { pausedUntil: { greater_than: at } },
        { 'student.status': { equals: 'active' } },
      ],
    },
    limit: 200,
    depth: 0,
    overrideAccess: true,
  })
  for (const studentId of new Set(docs.flatMap((doc) => relationId(doc.student) ?? []))) await refreshStudentStatus(studentId)
}

async function expireEnded(at: string): Promise<void> {
  const payload = await getPayloadClient()
  const { docs } = await payload.update({
    collection: 'subscriptions',
    where: { and: [{ status: { equals: 'cancelled' } }, { endDate: { less_than_equal: at } }] },
    data: { status: 'expired' },
    depth: 0,
    overrideAccess: true,
  })
  const students = new Map(
    docs.flatMap((doc) => {
      const studentId = relationId(doc.student)
      return studentId === null ? [] : [[idKey(studentId), studentId] as const]
    }),
  )
  for (const studentId of students.values()) await refreshStudentStatus(studentId)
}

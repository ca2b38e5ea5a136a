import { getPayloadClient } from '@cms/get-payload'
import type { Payment } from '@cms/payload-types'
import { applyProviderReport, staleAfterMs } from './apply-report.server'
import { attemptOf } from './attempts.server'
import { applyFirstCharge } from './first-charge.server'
import { paymentProvider } from './providers.server'
import { applySubscriptionCharge, finishRenewal, recordRefusedCharge } from './subscription-charges.server'
import { relationId } from '@schemas/id'
import { inAgeBands } from '../../core/age-bands'

const minute = 60 * 1000
/** A checkout the provider does not know yet may still be paid by its buyer this long. */
const checkoutOpenMs = 24 * 60 * minute
const attemptsPerPass = 200
export type SweptAttempt = {
  providerOrderId: string
  result: 'applied' | 'repaired' | 'never sent' | 'still processing' | 'unreachable'
}

/**
 * The payments sweep (a recurring work item, app/background-work.server.ts): charges a crash or a lost
 * answer left half-done are settled from what the provider says. An attempt still "processing"
 * (looked at 2, 4, 8 … minutes after it was claimed) is asked about and the answer applied like a webhook (a status report has
 * its own event key, so a webhook recorded before a crash cannot block it); a saved-card charge the
 * provider never received failed; a first payment whose attempt succeeded but whose order is not
 * paid (the process stopped between the two writes) is settled again, and so is a renewal that
 * succeeded while its subscription was not extended.
 */
export async function sweepPayments(now = new Date()): Promise<SweptAttempt[]> {
  const swept: SweptAttempt[] = []
  for (const attempt of await stuckAttempts(now)) swept.push(await settleStuck(attempt, now))
  for (const attempt of await unpaidSuccesses(now)) swept.push(await reapply(attempt, now))
  swept.push(...(await unextendedRenewals(now)))
  return swept
}

async function stuckAttempts(now: Date): Promise<Payment[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'payments',
    where: { and: [{ status: { equals: 'processing' } }, { kind: { not_equals: 'refund' } }, inAgeBands('createdAt', now, staleAfterMs)] },
    sort: 'createdAt',
    limit: attemptsPerPass,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

async function settleStuck(attempt: Payment, now: Date): Promise<SweptAttempt> {
  const providerOrderId = attempt.providerOrderId
  const provider = paymentProvider(attempt.provider)
  if (!provider) return { providerOrderId, result: 'unreachable' }
  try {
    const report = await provider.orderStatus(providerOrderId)
    if (!report) {
      // A saved-card charge the provider never got charged nothing; a checkout may still be paid.
      const age = now.getTime() - new Date(attempt.createdAt).getTime()
      if (attempt.kind === 'charge' && age < checkoutOpenMs) return { providerOrderId, result: 'still processing' }
      if (attempt.kind === 'renewal') return { providerOrderId, result: 'still processing' } // the renewal job sends it again
      await recordRefusedCharge(providerOrderId, attempt.amountCents, attempt.currency as never, undefined, now)
      return { providerOrderId, result: 'never sent' }
    }
    if (report.outcome === 'processing') return { providerOrderId, result: 'still processing' }
    const eventKey = `${provider.system}:status:${report.providerOrderId}:${report.outcome}:${report.transactionId ?? ''}`
    const applied = await applyProviderReport(provider.system, { eventKey, type: 'status', report, body: { polled: true, report } }, now)
    if (applied.result === 'duplicate') return reapply(attempt, now) // recorded before, then the process stopped half-way
    return { providerOrderId, result: 'applied' }
  } catch (error) {
    ;(await getPayloadClient()).logger.warn({ providerOrderId, error: (error as Error).message }, 'payment sweep: provider not answering')
    return { providerOrderId, result: 'unreachable' }
  }
}

/** First payments whose attempt succeeded while their order, which names that attempt, still waits for its payment. */
async function unpaidSuccesses(now: Date): Promise<Payment[]> {
  const payload = await getPayloadClient()
  const { docs: successes } = await payload.find({
    collection: 'payments',
    where: { and: [{ kind: { equals: 'charge' } }, { status: { equals: 'success' } }, inAgeBands('updatedAt', now, staleAfterMs)] },
    limit: attemptsPerPass,
    depth: 0,
    overrideAccess: true,
  })
  const orderIds = [...new Set(successes.flatMap((attempt) => relationId(attempt.order) ?? []))]
  if (orderIds.length === 0) return []
  const { docs: unpaid } = await payload.find({
    collection: 'orders',
    // Waiting for its payment (or failed by an earlier attempt); a refunded or cancelled order was settled by a person.
    where: { and: [{ id: { in: orderIds } }, { status: { in: ['pending', 'processing', 'failed'] } }] },
    limit: orderIds.length,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const waiting = new Set(unpaid.flatMap((order) => order.providerOrderId ?? []))
  return successes.filter((attempt) => waiting.has(attempt.providerOrderId))
}

/**
 * Applies the provider's own answer again to a charge recorded but not finished: a first payment
 * is settled again (each of its steps is safe to repeat), a saved-card charge still "processing" is
 * applied (only a processing attempt moves anything, so it happens once).
 */
async function reapply(stuck: Payment, now: Date): Promise<SweptAttempt> {
  const providerOrderId = stuck.providerOrderId
  const attempt = await attemptOf(providerOrderId)
  const provider = paymentProvider(stuck.provider)
  if (!attempt || !provider) return { providerOrderId, result: 'still processing' }
  const report = await provider.orderStatus(providerOrderId)
  if (!report || report.outcome === 'processing') return { providerOrderId, result: 'still processing' }
  if (attempt.kind === 'charge') {
    const order = typeof attempt.order === 'object' ? attempt.order : null
    if (!order) return { providerOrderId, result: 'still processing' }
    await applyFirstCharge(order, report, now)
  } else if (attempt.status === 'processing') await applySubscriptionCharge(attempt, report, now)
  else return { providerOrderId, result: 'still processing' }
  return { providerOrderId, result: 'repaired' }
}

/** Renewals that succeeded while their subscription still ends where the renewed period began. */
async function unextendedRenewals(now: Date): Promise<SweptAttempt[]> {
  const payload = await getPayloadClient()
  const { docs: renewals } = await payload.find({
    collection: 'payments',
    where: { and: [{ kind: { equals: 'renewal' } }, { status: { equals: 'success' } }, inAgeBands('updatedAt', now, staleAfterMs)] },
    limit: attemptsPerPass,
    depth: 0,
    overrideAccess: true,
  })
  const ids = [...new Set(renewals.flatMap((renewal) => relationId(renewal.subscription) ?? []))]
  if (ids.length === 0) return []
  const { docs: subscriptions } = await payload.find({
    collection: 'subscriptions',
    where: { id: { in: ids } },
    limit: ids.length,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const byId = new Map(subscriptions.map((subscription) => [String(subscription.id), subscription]))
  const swept: SweptAttempt[] = []
  for (const renewal of renewals) {
    const subscription = byId.get(String(relationId(renewal.subscription)))
    if (subscription && (await finishRenewal(renewal, subscription, now)))
      swept.push({ providerOrderId: renewal.providerOrderId, result: 'repaired' })
  }
  return swept
}

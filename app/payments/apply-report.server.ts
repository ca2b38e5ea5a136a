import { getPayloadClient } from '../../cms/get-payload'
import type { Order } from '../../cms/payload-types'
import type { PaymentSystem } from '../../schemas/payments/payment-system'
import { addPeriod } from './billing-period'
import { sameCharge } from './money'
import { paymentProvider } from './providers.server'
import type { ProviderReport } from './provider'
import { relationId } from './relation-id'
import { refreshStudentStatus } from './student-status.server'
import { isUniqueViolation } from './unique-violation'

export type ApplyResult =
  | { result: 'applied' | 'duplicate' | 'ignored'; order: Order }
  | { result: 'refused'; status: 404 | 422; reason: string; order?: Order }

/** Reports dated further back than this are refused as stale; providers retry for about a day. */
export const staleAfterMs = 72 * 60 * 60 * 1000
/** Clock skew allowed for reports dated in the future. */
export const futureSkewMs = 5 * 60 * 1000

/**
 * Checks a verified provider report against its order and, unless it was applied before (the
 * unique `eventKey` in payment-events decides), moves the order, its payment and subscription.
 * Every report is recorded: applied, duplicate, ignored or refused with its reason.
 */
export async function applyProviderReport(
  system: PaymentSystem,
  event: { eventKey: string; type: string; report: ProviderReport; body: unknown },
  now = new Date(),
): Promise<ApplyResult> {
  const payload = await getPayloadClient()
  const { report } = event
  const record = (result: 'applied' | 'duplicate' | 'refused' | 'ignored', extra: { reason?: string; order?: number; eventKey?: string }) =>
    payload.create({
      collection: 'payment-events',
      data: { provider: system, type: event.type, result, body: capBody(event.body), ...extra },
      depth: 0,
      overrideAccess: true,
    })

  const order = await orderOfAttempt(report.providerOrderId)
  if (!order || order.provider !== system) {
    await record('refused', { reason: `unknown order ${report.providerOrderId}` })
    return { result: 'refused', status: 404, reason: 'unknown order' }
  }
  const refuse = async (reason: string): Promise<ApplyResult> => {
    await record('refused', { reason, order: order.id })
    return { result: 'refused', status: 422, reason, order }
  }
  if (report.occurredAt) {
    const age = now.getTime() - report.occurredAt.getTime()
    if (age > staleAfterMs) return refuse(`stale: dated ${report.occurredAt.toISOString()}`)
    if (age < -futureSkewMs) return refuse(`dated in the future: ${report.occurredAt.toISOString()}`)
  }
  if (!sameCharge({ amount: order.priceCents, currency: order.currency }, report)) {
    return refuse(`amount or currency differs: reported ${String(report.amount)} ${String(report.currency)}, order ${order.priceCents} ${order.currency}`)
  }

  let applied: { id: number }
  try {
    applied = await record('applied', { eventKey: event.eventKey, order: order.id })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    await record('duplicate', { order: order.id, reason: `already applied: ${event.eventKey}` })
    return { result: 'duplicate', order }
  }
  if (report.outcome === 'processing') return { result: 'ignored', order }
  try {
    const updated = report.outcome === 'success' ? await settle(order, report, now) : await decline(order, report)
    return { result: 'applied', order: updated }
  } catch (error) {
    // Not applied after all: forget the event so the provider's retry applies it (the route answers 5xx).
    await payload.delete({ collection: 'payment-events', id: applied.id, overrideAccess: true })
    throw error
  }
}

/**
 * The order an attempt belongs to, through the attempt's payments row: a late report for an
 * earlier attempt (the buyer has retried since) still finds its order, so money taken is never lost.
 */
async function orderOfAttempt(providerOrderId: string): Promise<Order | undefined> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'payments',
    where: { idempotencyKey: { equals: `attempt:${providerOrderId}` } },
    limit: 1,
    depth: 1,
    overrideAccess: true,
  })
  const order = docs[0]?.order
  return order && typeof order === 'object' ? order : undefined
}

async function updateAttempt(report: ProviderReport, status: 'success' | 'fail') {
  const payload = await getPayloadClient()
  await payload.update({
    collection: 'payments',
    where: { idempotencyKey: { equals: `attempt:${report.providerOrderId}` } },
    data: { status, transactionId: report.transactionId ?? null, errorCode: status === 'fail' ? (report.errorCode ?? null) : null },
    depth: 0,
    overrideAccess: true,
  })
}

async function settle(order: Order, report: ProviderReport, now: Date): Promise<Order> {
  const payload = await getPayloadClient()
  await updateAttempt(report, 'success')
  if (order.status === 'paid' && order.providerOrderId !== report.providerOrderId) {
    // Two attempts of one order both charged (an old tab finished its 3-D Secure late): refund this one.
    await refundDoubleCharge(order, report)
    return order
  }
  const paid =
    order.status === 'paid'
      ? order
      : await payload.update({ collection: 'orders', id: order.id, data: { status: 'paid', paidAt: now.toISOString(), failureCode: null }, depth: 0, overrideAccess: true })
  await startSubscription(paid, report, now)
  const studentId = relationId(paid.student)
  if (studentId !== null) await refreshStudentStatus(studentId)
  return paid
}

/** A fail for the current attempt fails the order (a retry opens the next); a paid order stays paid. */
async function decline(order: Order, report: ProviderReport): Promise<Order> {
  const payload = await getPayloadClient()
  await updateAttempt(report, 'fail')
  if (order.status === 'paid' || order.providerOrderId !== report.providerOrderId) return order
  return payload.update({
    collection: 'orders',
    id: order.id,
    data: { status: 'failed', failureCode: report.errorCode ?? null },
    depth: 0,
    overrideAccess: true,
  })
}

async function refundDoubleCharge(order: Order, report: ProviderReport): Promise<void> {
  const payload = await getPayloadClient()
  const provider = order.provider ? paymentProvider(order.provider) : null
  const refund = provider
    ? await provider.refund({ providerOrderId: report.providerOrderId, transactionId: report.transactionId, amount: order.priceCents, currency: order.currency })
    : { ok: false as const, reason: 'provider unavailable' }
  payload.logger.warn({ orderId: order.id, attempt: report.providerOrderId, refund }, 'second charge for a paid order refunded')
}

async function startSubscription(order: Order, report: ProviderReport, now: Date): Promise<void> {
  const payload = await getPayloadClient()
  const plan = (await payload.find({ collection: 'plans', where: { planId: { equals: order.planId } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]
  try {
    await payload.create({
      collection: 'subscriptions',
      data: {
        order: order.id,
        student: relationId(order.student),
        provider: order.provider ?? 'solidgate',
        providerSubscriptionId: report.subscriptionId ?? null,
        planId: order.planId,
        status: 'active',
        currency: order.currency,
        renewalCents: order.renewalCents ?? null,
        startedAt: now.toISOString(),
        endDate: addPeriod(now, plan?.firstPeriod ?? { value: 4, unit: 'W' }).toISOString(),
        platform: 'web',
      },
      depth: 0,
      overrideAccess: true,
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error // a second success report for the order: one subscription
  }
}

const maxBodyChars = 8 * 1024

function capBody(body: unknown): Record<string, unknown> | unknown[] | string | number | boolean | null {
  const text = JSON.stringify(body ?? null) ?? 'null'
  return text.length <= maxBodyChars ? (JSON.parse(text) as Record<string, unknown>) : { truncated: true, start: text.slice(0, maxBodyChars) }
}

import { getPayloadClient } from '@cms/get-payload'
import { codeLabel, metrics } from '@cms/metrics'
import type { Order } from '@cms/payload-types'
import type { PaymentSystem } from '@schemas/payments/payment-system'
import { applyFirstCharge } from './first-charge.server'
import { sameCharge } from '../rules/money'
import type { ProviderReport } from '../provider'
import { applyRefund } from './refunds.server'
import { applySubscriptionCharge } from './subscription-charges.server'
import { attemptOf } from './attempts.server'
import { isUniqueViolation } from '../rules/unique-violation'
import type { Id } from '@schemas/id'
import { chargeEvents } from './charge-events.server'

export type ApplyResult =
  { result: 'applied' | 'duplicate' | 'ignored'; order?: Order } | { result: 'refused'; status: 404 | 422; reason: string; order?: Order }

/** Reports dated further back than this are refused as stale; providers retry for about a day. */
export const staleAfterMs = 72 * 60 * 60 * 1000
/** Clock skew allowed for reports dated in the future. */
export const futureSkewMs = 5 * 60 * 1000

/**
 * Checks a verified provider report against the charge the site asked for (its attempt's payments
 * row: first payment, renewal, plan change or add-on) and, unless it was applied before (the unique
 * `eventKey` in payment-events decides), moves the attempt, its order and subscription. Every report
 * is recorded: applied, duplicate, ignored or refused with its reason.
 */
export async function applyProviderReport(
  system: PaymentSystem,
  event: { eventKey: string; type: string; report: ProviderReport; body: unknown },
  now = new Date(),
): Promise<ApplyResult> {
  const payload = await getPayloadClient()
  const { report } = event
  const record = (
    result: 'applied' | 'duplicate' | 'refused' | 'ignored',
    extra: { reason?: string; order?: Order['id']; eventKey?: string },
  ) => {
    const outcome = report.refunded ? 'refunded' : report.outcome
    metrics().paymentReports.inc({ provider: system, result, outcome, code: codeLabel(report.errorCode) })
    return payload.create({
      collection: 'payment-events',
      data: { provider: system, type: event.type, result, body: capBody(event.body), ...extra },
      depth: 0,
      overrideAccess: true,
    })
  }

  const attempt = await attemptOf(report.providerOrderId)
  if (!attempt || attempt.provider !== system) {
    await record('refused', { reason: `unknown order ${report.providerOrderId}` })
    return { result: 'refused', status: 404, reason: 'unknown order' }
  }
  const order = typeof attempt.order === 'object' && attempt.order ? attempt.order : undefined
  const refuse = async (reason: string): Promise<ApplyResult> => {
    await record('refused', { reason, ...(order ? { order: order.id } : {}) })
    return { result: 'refused', status: 422, reason, ...(order ? { order } : {}) }
  }
  if (report.occurredAt) {
    const age = now.getTime() - report.occurredAt.getTime()
    if (age > staleAfterMs) return refuse(`stale: dated ${report.occurredAt.toISOString()}`)
    if (age < -futureSkewMs) return refuse(`dated in the future: ${report.occurredAt.toISOString()}`)
  }
  if (!sameCharge({ amount: attempt.amountCents, currency: attempt.currency }, report)) {
    return refuse(
      `amount or currency differs: reported ${String(report.amount)} ${String(report.currency)}, asked for ${attempt.amountCents} ${attempt.currency}`,
    )
  }

  let applied: { id: Id }
  try {
    applied = await record('applied', { eventKey: event.eventKey, ...(order ? { order: order.id } : {}) })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    await record('duplicate', { reason: `already applied: ${event.eventKey}`, ...(order ? { order: order.id } : {}) })
    return { result: 'duplicate', ...(order ? { order } : {}) }
  }
  if (!report.refunded && report.outcome === 'processing') return { result: 'ignored', ...(order ? { order } : {}) }
  let updated: Order | undefined
  try {
    updated = report.refunded
      ? await applyRefund(attempt, report, now)
      : attempt.kind === 'charge' && order
        ? await applyFirstCharge(order, report, now)
        : await applySubscriptionCharge(attempt, report, now)
  } catch (error) {
    // Not applied after all: forget the event so the provider's retry applies it (the route answers 5xx).
    await payload.delete({ collection: 'payment-events', id: applied.id, overrideAccess: true })
    throw error
  }
  // After the money is recorded, and never failing it (mail sends a receipt or refund notice).
  if (report.refunded) await chargeEvents.emit('charge.refunded', { attempt, report, at: now })
  else if (report.outcome === 'success') await chargeEvents.emit('charge.succeeded', { attempt, report, at: now })
  return { result: 'applied', ...((updated ?? order) ? { order: updated ?? order } : {}) }
}

const maxBodyChars = 8 * 1024

function capBody(body: unknown): Record<string, unknown> | unknown[] | string | number | boolean | null {
  const text = JSON.stringify(body ?? null) ?? 'null'
  return text.length <= maxBodyChars
    ? (JSON.parse(text) as Record<string, unknown>)
    : { truncated: true, start: text.slice(0, maxBodyChars) }
}

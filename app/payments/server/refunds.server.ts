import { getPayloadClient } from '@cms/get-payload'
import type { Order } from '@cms/payload-types'
import type { Attempt } from './attempts.server'
import type { ProviderReport } from '../provider'
import { relationId, storedRelation } from '@schemas/id'
import { refreshStudentStatus } from './student-status.server'
import { isUniqueViolation } from '../rules/unique-violation'

/**
 * A refund the provider made (asked by the site, by support in the provider's dashboard, or for a
 * double charge): a refund row joins the billing history once, and what the money paid for ends —
 * a refunded first payment or renewal ends the subscription now, a refunded add-on is no longer
 * owned. Access follows (the student's status is refreshed).
 */
export async function applyRefund(attempt: Attempt, report: ProviderReport, now: Date): Promise<Order | undefined> {
  const payload = await getPayloadClient()
  const order = typeof attempt.order === 'object' && attempt.order ? attempt.order : undefined
  const studentId = relationId(attempt.student)
  try {
    await payload.create({
      collection: 'payments',
      data: {
        idempotencyKey: `refund:${attempt.providerOrderId}`,
        order: order?.id ?? null,
        student: storedRelation(attempt.student),
        subscription: storedRelation(attempt.subscription),
        provider: attempt.provider,
        kind: 'refund',
        status: 'success',
        providerOrderId: attempt.providerOrderId,
        transactionId: report.transactionId ?? null,
        productId: attempt.productId ?? null,
        amountCents: attempt.amountCents,
        currency: attempt.currency,
        cardLast4: report.cardLast4 ?? attempt.cardLast4 ?? null,
      },
      depth: 0,
      overrideAccess: true,
    })
  } catch (error) {
    if (isUniqueViolation(error)) return order // recorded before (a second report of the same refund)
    throw error
  }

  let updated = order
  const ended = { status: 'expired' as const, endDate: now.toISOString(), cancelledAt: now.toISOString(), nextRetryAt: null }
  if (attempt.kind === 'charge' && order) {
    // Only the attempt that paid the order refunds it; a refunded double charge leaves it paid.
    if (order.providerOrderId === attempt.providerOrderId) {
      updated = await payload.update({ collection: 'orders', id: order.id, data: { status: 'refunded' }, depth: 0, overrideAccess: true })
      await payload.update({
        collection: 'subscriptions',
        where: { order: { equals: order.id } },
        data: ended,
        depth: 0,
        overrideAccess: true,
      })
    }
  } else if (attempt.kind === 'renewal' || attempt.kind === 'plan_change') {
    const subscriptionId = relationId(attempt.subscription)
    if (subscriptionId !== null)
      await payload.update({ collection: 'subscriptions', id: subscriptionId, data: ended, depth: 0, overrideAccess: true })
  }
  if (studentId !== null) await refreshStudentStatus(studentId)
  return updated
}

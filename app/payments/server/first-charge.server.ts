import { planByPlanId } from './plans.server'
import { getPayloadClient } from '@cms/get-payload'
import type { Order } from '@cms/payload-types'
import { updateAttempt } from './attempts.server'
import { addPeriod } from '../rules/period'
import type { ProviderReport } from '../provider'
import { paymentProvider } from './providers.server'
import { type Id, relationId, storedRelation } from '@schemas/id'
import { saveCard } from './saved-cards.server'
import { refreshStudentStatus } from './student-status.server'
import { isUniqueViolation } from '../rules/unique-violation'

/** A first payment's result: success pays the order and starts its subscription; a fail fails the current attempt. */
export async function applyFirstCharge(order: Order, report: ProviderReport, now: Date): Promise<Order> {
  return report.outcome === 'success' ? settle(order, report, now) : decline(order, report)
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
      : await payload.update({
          collection: 'orders',
          id: order.id,
          data: { status: 'paid', paidAt: now.toISOString(), failureCode: null },
          depth: 0,
          overrideAccess: true,
        })
  const card = report.savedCard ? await saveCard(paid, report.savedCard) : null
  await startSubscription(paid, report, card, now)
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
    ? await provider.refund({
        providerOrderId: report.providerOrderId,
        transactionId: report.transactionId,
        amount: order.priceCents,
        currency: order.currency,
      })
    : { ok: false as const, reason: 'provider unavailable' }
  payload.logger.warn({ orderId: order.id, attempt: report.providerOrderId, refund }, 'second charge for a paid order refunded')
}

async function startSubscription(order: Order, report: ProviderReport, paymentMethod: Id | null, now: Date): Promise<void> {
  const payload = await getPayloadClient()
  const plan = await planByPlanId(order.planId)
  try {
    await payload.create({
      collection: 'subscriptions',
      data: {
        order: order.id,
        student: storedRelation(order.student),
        provider: order.provider ?? 'solidgate',
        providerSubscriptionId: report.subscriptionId ?? null,
        planId: order.planId,
        status: 'active',
        currency: order.currency,
        renewalCents: order.renewalCents ?? null,
        startedAt: now.toISOString(),
        endDate: addPeriod(now, plan?.firstPeriod ?? { value: 4, unit: 'W' }).toISOString(),
        platform: 'web',
        paymentMethod: storedRelation(paymentMethod),
        renewalAttempts: 0,
      },
      depth: 0,
      overrideAccess: true,
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error // a second success report for the order: one subscription
  }
}

import { getPayloadClient } from '@cms/get-payload'
import type { Order } from '@cms/payload-types'
import { getStudent } from '../../core/session.server'
import type { Id } from '@schemas/id'
import { applyProviderReport } from './apply-report.server'
import { findBuyerOrder, parseOrderId } from './buyer-order.server'
import { paymentErrorMessage } from '../rules/error-codes'
import type { PaymentOutcome } from '../rules/outcome'
import { paymentProvider } from './providers.server'
import { afterPurchaseTarget } from './upsells.server'
import { orderReceipt, type Receipt } from './receipt.server'
import { backHrefOf } from './payment-page.server'

export type OutcomeView = {
  /** As the database gives it. */
  orderId: Id
  outcome: PaymentOutcome
  /** Fail: the catalogue's message for the decline code (or the spec's fallback). */
  message?: string
  code?: string
  /** Success: where the buyer goes next — their account steps, or home when signed in already. */
  nextHref: string
  /** Fail: "Choose another plan" leads here. */
  backHref?: string
  /** Success: the receipt the page shows. */
  receipt?: Receipt
}

/**
 * How the buyer's payment ended, from the order (which only provider reports move), never from
 * which return address the provider used. While a report is late, the provider is asked directly
 * and its answer applied like a webhook, so the page can stop polling.
 */
export async function loadPaymentOutcome(request: Request): Promise<OutcomeView> {
  let order = await findBuyerOrder(request, parseOrderId(new URL(request.url).searchParams.get('order')))
  if (order.status === 'processing') order = await askProvider(order)
  const orderId = order.id
  const student = await getStudent(request)
  const nextHref = student ? await afterPurchaseTarget(request, order.id, student) : `/onboarding/set-email?order=${order.id}`
  if (order.status === 'paid') return { orderId, outcome: 'success', nextHref, receipt: await orderReceipt(order) }
  if (order.status === 'failed') {
    const code = order.failureCode ?? undefined
    return { orderId, outcome: 'fail', code, message: paymentErrorMessage(code), nextHref, backHref: await backHrefOf(request, order) }
  }
  return { orderId, outcome: 'processing', nextHref }
}

async function askProvider(order: Order): Promise<Order> {
  const provider = order.provider ? paymentProvider(order.provider) : null
  if (!provider || !order.providerOrderId) return order
  try {
    const report = await provider.orderStatus(order.providerOrderId)
    if (!report || report.outcome === 'processing') return order
    const eventKey = `${provider.system}:status:${report.providerOrderId}:${report.outcome}:${report.transactionId ?? ''}`
    const applied = await applyProviderReport(provider.system, { eventKey, type: 'status', report, body: { polled: true, report } })
    return applied.order ?? order
  } catch (error) {
    // The provider not answering is not the buyer's problem: keep showing "processing" and poll again.
    const payload = await getPayloadClient()
    payload.logger.warn({ orderId: order.id, error: (error as Error).message }, 'payment status check failed')
    return order
  }
}

import { planByPlanId } from './plans.server'
import type { Order } from '@cms/payload-types'
import type { PaymentSystemSetting } from '@schemas/payments/payment-system'
import { problem } from '../../core/problem'
import type { Id } from '@schemas/id'
import type { PaywallPlanView } from '../rules/price-plan-view'
import { findBuyerOrder, parseOrderId } from './buyer-order.server'
import { currentPaymentSystem } from './providers.server'
import { buyerSubject } from '~/flags/index.server'
import { getPayloadClient } from '@cms/get-payload'
import { relationId } from '@schemas/id'
import { backToPlansHref } from '../rules/back-to-plans'

export type PaymentPageData = {
  orderId: Id
  /** The order as a plan view, so the paywall's own price and consent wording apply. */
  plan: PaywallPlanView
  /** What is charged now (the sale price when the order came from a discount paywall). */
  chargeCents: number
  paymentSystem: PaymentSystemSetting
  /** The last attempt failed: the page says so and offers the retry. */
  failed: boolean
  email: string | null
  /** "Back to plans": the paywall the order was chosen on. */
  backHref: string
}

/** The pending order this browser may pay for, as the checkout page shows it. */
export async function loadPaymentPage(request: Request): Promise<PaymentPageData> {
  const orderId = parseOrderId(new URL(request.url).searchParams.get('order'))
  const order = await findBuyerOrder(request, orderId)
  if (order.status === 'paid') {
    throw problem(410, 'Already paid', 'This order is already paid. Check your email, or sign in to start learning.')
  }
  if (order.status === 'cancelled' || order.status === 'refunded') {
    throw problem(410, 'Order closed', 'This order was closed. Go back to your plan and choose it again.')
  }
  const buyer = await buyerSubject(request, `order:${order.id}`)
  const [plan, paymentSystem, backHref] = await Promise.all([planView(order), currentPaymentSystem(buyer), backHrefOf(request, order)])
  return {
    orderId: order.id,
    plan,
    chargeCents: order.priceCents,
    paymentSystem,
    failed: order.status === 'failed',
    email: order.email ?? null,
    backHref,
  }
}

/** "Back to plans" for this order (see rules/back-to-plans.ts). */
export async function backHrefOf(request: Request, order: Order): Promise<string> {
  const sessionId = relationId(order.funnelSession)
  const from = new URL(request.url).searchParams.get('from')
  if (sessionId === null) return backToPlansHref({ funnelId: null, variant: null }, from)
  const payload = await getPayloadClient()
  // The buyer owns the order, and with it the session it was bought from (findBuyerOrder).
  const session = await payload
    .findByID({ collection: 'funnel-sessions', id: sessionId, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  return backToPlansHref({ funnelId: session?.funnelId ?? null, variant: session?.variant ?? null }, from)
}

async function planView(order: Order): Promise<PaywallPlanView> {
  const plan = await planByPlanId(order.planId)
  if (!plan) throw problem(410, 'Plan no longer offered', 'This plan is no longer offered. Go back and choose one of the current plans.')
  return {
    id: plan.planId,
    name: plan.name,
    firstPeriod: plan.firstPeriod,
    renewalPeriod: plan.renewalPeriod,
    firstPriceCents: order.priceCents,
    renewalPriceCents: order.renewalCents ?? order.priceCents,
    currency: order.currency,
    tags: plan.tags ?? [],
  }
}

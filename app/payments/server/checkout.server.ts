import { getPayloadClient } from '@cms/get-payload'
import type { Order } from '@cms/payload-types'
import type { PaymentSystem } from '@schemas/payments/payment-system'
import { problem } from '../../core/problem'
import { publicUrl } from '../../http/public-url.server'
import type { PaymentProvider } from '../provider'
import { currentPaymentSystem, paymentProvider, webhookUrl } from './providers.server'
import { claimCharge } from './attempts.server'
import { checkoutProviderOrderId } from './provider-order-id.server'
import { type Id, idKey, relationId } from '@schemas/id'
import type { FlagSubject } from '~/flags'

export type CheckoutStart = { redirectUrl: string; providerOrderId: string }

const claimWaitMs = 10_000

/**
 * Sends the buyer to the provider for this order. The order is the unit of idempotency: an open
 * attempt is reused; a new attempt (first, or after a failure) is claimed by inserting its
 * payments row, whose key is unique in the database — so 50 concurrent submits open one checkout
 * and all get its address: in this process they share the first submit's answer, and a claim held
 * elsewhere is waited for on the order (docs/decisions/006).
 */
export async function startCheckout(order: Order, context: { clientIp?: string; buyer?: FlagSubject }): Promise<CheckoutStart> {
  if (order.status === 'paid') throw problem(410, 'Already paid', 'This order is already paid — there is nothing more to pay.')
  if (order.status === 'cancelled' || order.status === 'refunded') {
    throw problem(410, 'Order closed', 'This order was closed. Go back to your plan and choose it again.')
  }
  // Without the buyer's browser (a job, a test), the order itself is the sticky id.
  const buyer = context.buyer ?? { id: `order:${idKey(order.id)}`, platform: 'web', audience: 'visitor' }
  const system = await currentPaymentSystem(buyer)
  if (system === 'none')
    throw problem(
      409,
      'Card payments unavailable',
      'Card payments are not available right now. Your plan is saved — please try again later.',
    )
  const provider = paymentProvider(system)
  if (!provider)
    throw problem(
      503,
      'Payments unavailable',
      'Payments are not available right now. Your plan is saved — please try again in a few minutes.',
    )

  if (order.status === 'processing' && order.checkoutUrl && order.providerOrderId && order.provider === system) {
    return { redirectUrl: order.checkoutUrl, providerOrderId: order.providerOrderId }
  }
  const attempt = (order.attempt ?? 0) + 1
  const providerOrderId = checkoutProviderOrderId(order.id, attempt)
  const inFlight = opening.get(providerOrderId)
  if (inFlight) return inFlight
  const started = claimAndOpen(provider, order, system, providerOrderId, attempt, context).finally(() => opening.delete(providerOrderId))
  opening.set(providerOrderId, started)
  return started
}

/**
 * The attempts this process is opening, by provider order id: a repeated submit shares the first
 * one's answer (or error) instead of claiming again and polling the database for the address — 50
 * quick submits made 49 pollers that slowed the one request they waited for.
 */
const opening = new Map<string, Promise<CheckoutStart>>()

async function claimAndOpen(
  provider: PaymentProvider,
  order: Order,
  system: PaymentSystem,
  providerOrderId: string,
  attempt: number,
  context: { clientIp?: string },
): Promise<CheckoutStart> {
  // Another process (or an attempt that ended a moment ago) may hold the claim: its address is on the order.
  const claimed = await claimAttempt(order, system, providerOrderId)
  if (!claimed) return waitForCheckout(order.id, providerOrderId)
  try {
    return await openCheckout(provider, order, providerOrderId, attempt, context)
  } catch (error) {
    await releaseAttempt(order, attempt, providerOrderId)
    if (error && typeof error === 'object' && 'problem' in error) throw error
    throw problem(502, 'Payment provider unavailable', 'The payment provider did not answer. Please try again in a moment.')
  }
}

function claimAttempt(order: Order, system: PaymentSystem, providerOrderId: string): Promise<boolean> {
  return claimCharge({
    provider: system,
    kind: 'charge',
    providerOrderId,
    productId: order.planId,
    amountCents: order.priceCents,
    currency: order.currency,
    student: relationId(order.student),
    order: order.id,
  })
}

/**
 * A failed provider call may still have registered the id there (its answer was lost), so the
 * attempt number is used up first: the next try gets a fresh id instead of a "duplicate order".
 */
async function releaseAttempt(order: Order, attempt: number, providerOrderId: string): Promise<void> {
  const payload = await getPayloadClient()
  await payload.update({ collection: 'orders', id: order.id, data: { attempt }, depth: 0, overrideAccess: true })
  await payload.delete({
    collection: 'payments',
    where: { idempotencyKey: { equals: `attempt:${providerOrderId}` } },
    overrideAccess: true,
  })
}

async function openCheckout(
  provider: PaymentProvider,
  order: Order,
  providerOrderId: string,
  attempt: number,
  context: { clientIp?: string },
) {
  const site = publicUrl()
  const back = (path: string) => `${site}${path}?order=${order.id}`
  const checkout = await provider.createCheckout({
    providerOrderId,
    amount: order.priceCents,
    currency: order.currency,
    productId: order.planId,
    description: `AI learning plan (order ${order.id})`,
    email: order.email ?? undefined,
    customerIp: context.clientIp,
    successUrl: back('/experiment/success-payment'),
    failUrl: back('/experiment/fail-payment'),
    webhookUrl: webhookUrl(provider.system),
  })
  const payload = await getPayloadClient()
  await payload.update({
    collection: 'orders',
    id: order.id,
    data: {
      status: 'processing',
      provider: provider.system,
      attempt,
      providerOrderId,
      checkoutUrl: checkout.redirectUrl,
      failureCode: null,
    },
    depth: 0,
    overrideAccess: true,
  })
  return { redirectUrl: checkout.redirectUrl, providerOrderId }
}

/** Another request claimed this attempt: its checkout address appears on the order in a moment. */
async function waitForCheckout(orderId: Id, providerOrderId: string): Promise<CheckoutStart> {
  const payload = await getPayloadClient()
  const deadline = Date.now() + claimWaitMs
  while (Date.now() < deadline) {
    const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true })
    if (order.providerOrderId === providerOrderId && order.checkoutUrl) return { redirectUrl: order.checkoutUrl, providerOrderId }
    if (order.status === 'paid') throw problem(410, 'Already paid', 'This order is already paid — there is nothing more to pay.')
    // The winner releases its claim when the provider call fails: stop waiting for it then.
    const claim = await payload.count({
      collection: 'payments',
      where: { idempotencyKey: { equals: `attempt:${providerOrderId}` } },
      overrideAccess: true,
    })
    if (claim.totalDocs === 0)
      throw problem(502, 'Payment provider unavailable', 'The payment provider did not answer. Please try again in a moment.')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw problem(503, 'Checkout busy', 'Your payment is being prepared in another tab. Please try again in a moment.')
}

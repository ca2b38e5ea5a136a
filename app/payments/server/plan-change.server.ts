import { getPayloadClient } from '@cms/get-payload'
import type { Plan, Subscription } from '@cms/payload-types'
import { problem } from '../../core/problem'
import { setMetadata } from '../../core/student-metadata.server'
import type { SessionStudent } from '../../core/session.server'
import { describePeriod } from '../rules/period'
import { type Currency, formatPrice } from '../../intl/currency'
import { claimCharge } from './attempts.server'
import { currentSubscription, renewingStatuses } from './current-subscription.server'
import { paymentErrorMessage } from '../rules/error-codes'
import { availableTransitions } from '../rules/plan-transitions'
import { paymentProvider, webhookUrl } from './providers.server'
import { relationId } from '@schemas/id'
import { cardFor } from './saved-cards.server'
import { recordRefusedCharge } from './subscription-charges.server'

/** The spec's Plan: id, name, description, public_description, prices, billing_period, tags, newPrice. */
export type PlanView = {
  id: string
  name: string
  description: string | null
  public_description: string
  prices: { currency: Currency; product_price: number }[]
  billing_period: { unit: Plan['renewalPeriod']['unit']; value: number }
  tags: string[]
  /** What the student pays now and at each renewal of the new plan, in cents of `prices[0].currency`. */
  newPrice: number
}

export type UpdateStatus = 'available' | 'unavailable' | 'processing' | 'failed' | Subscription['status']

async function transitionsFor(subscription: Subscription): Promise<(Plan & { newPrice: number })[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'plans', limit: 500, depth: 0, overrideAccess: true })
  const current = docs.find((plan) => plan.planId === subscription.planId)
  return current ? availableTransitions(current, docs, subscription.currency) : []
}

function toPlanView(plan: Plan & { newPrice: number }, currency: Currency): PlanView {
  return {
    id: plan.planId,
    name: plan.name,
    description: plan.description ?? null,
    public_description: `${formatPrice(plan.newPrice, currency)} every ${describePeriod(plan.renewalPeriod)}`,
    prices: [{ currency, product_price: plan.newPrice }],
    billing_period: { unit: plan.renewalPeriod.unit, value: plan.renewalPeriod.value },
    tags: plan.tags ?? [],
    newPrice: plan.newPrice,
  }
}

/** GET /api/subscription/available-transitions: the plans the student may switch to (empty without a live subscription). */
export async function listTransitions(student: SessionStudent): Promise<PlanView[]> {
  const subscription = await currentSubscription(student.id, renewingStatuses)
  if (!subscription) return []
  return (await transitionsFor(subscription)).map((plan) => toPlanView(plan, subscription.currency))
}

async function latestChange(subscription: Subscription, productId: string) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'payments',
    where: {
      and: [{ subscription: { equals: subscription.id } }, { kind: { equals: 'plan_change' } }, { productId: { equals: productId } }],
    },
    sort: '-createdAt',
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]
}

/**
 * POST /api/subscription/check-update: where a switch to `productId` stands — available (or
 * unavailable) before it is asked for; processing while its charge waits for the provider's
 * report; then the subscription's status (active or redemption ends the student's polling) or failed.
 */
export async function checkUpdate(student: SessionStudent, productId: string): Promise<{ status: UpdateStatus; message?: string }> {
  const subscription = await currentSubscription(student.id, renewingStatuses)
  if (!subscription) return { status: 'unavailable', message: 'You have no active plan to change.' }
  const change = await latestChange(subscription, productId)
  if (change?.status === 'processing') return { status: 'processing' }
  if (change?.status === 'success' && subscription.planId === productId) return { status: subscription.status }
  if (change?.status === 'fail' && subscription.planId !== productId) {
    return { status: 'failed', message: `${paymentErrorMessage(change.errorCode ?? undefined)} Your current plan stays as it is.` }
  }
  const allowed = (await transitionsFor(subscription)).some((plan) => plan.planId === productId)
  return allowed ? { status: 'available' } : { status: 'unavailable', message: 'This plan is not available for your subscription.' }
}

/**
 * POST /api/subscription/update: switches the plan now. The new plan's price is charged on the
 * saved card (once: the charge is claimed before the provider is asked) and, when the provider
 * reports it paid, the plan changes and the time already paid for is kept (subscription-charges).
 */
export async function updateSubscription(student: SessionStudent, productId: string): Promise<{ status: UpdateStatus; message?: string }> {
  const subscription = await currentSubscription(student.id, renewingStatuses)
  if (!subscription) throw problem(409, 'No active plan', 'You have no active plan to change.')
  if (subscription.planId === productId) {
    // A repeated click after the switch went through answers its result; otherwise there is nothing to change.
    if ((await latestChange(subscription, productId))?.status === 'success') return { status: subscription.status }
    throw problem(409, 'Already on this plan', 'You are already on this plan.')
  }
  const plan = (await transitionsFor(subscription)).find((candidate) => candidate.planId === productId)
  if (!plan) throw problem(409, 'Plan not available', 'This plan is not available for your subscription.')
  const provider = paymentProvider(subscription.provider)
  if (!provider) throw problem(503, 'Payments unavailable', 'Payments are not available right now. Please try again in a few minutes.')
  const card = await cardFor(student.id, subscription.provider, relationId(subscription.paymentMethod))
  if (!card) throw problem(409, 'No saved card', 'We have no saved card to charge for the new plan. Please contact support.')
  const pending = await latestChange(subscription, productId)
  if (pending?.status === 'processing') return { status: 'processing' }

  const payload = await getPayloadClient()
  const tries =
    (
      await payload.count({
        collection: 'payments',
        where: { and: [{ subscription: { equals: subscription.id } }, { kind: { equals: 'plan_change' } }] },
        overrideAccess: true,
      })
    ).totalDocs + 1
  const providerOrderId = `p${subscription.id}-${plan.id}-${tries}`
  const claimed = await claimCharge({
    provider: subscription.provider,
    kind: 'plan_change',
    providerOrderId,
    productId,
    amountCents: plan.newPrice,
    currency: subscription.currency,
    student: student.id,
    order: relationId(subscription.order),
    subscription: subscription.id,
  })
  if (!claimed) return { status: 'processing' }
  await setMetadata(student, { key: 'updateSubscriptionProductID', value: productId })
  try {
    const answer = await provider.charge({
      providerOrderId,
      amount: plan.newPrice,
      currency: subscription.currency,
      description: `Switch to ${plan.name}`,
      token: card.token,
      email: student.email,
      webhookUrl: webhookUrl(subscription.provider),
    })
    if (!answer.ok && !answer.alreadySent)
      await recordRefusedCharge(providerOrderId, plan.newPrice, subscription.currency, answer.errorCode)
  } catch {
    // The answer was lost: the status check keeps answering "processing" until the report comes.
  }
  return checkUpdate(student, productId)
}

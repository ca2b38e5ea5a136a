import type { CancellationAttempt, Plan, Subscription } from '@cms/payload-types'
import { formatPrice, type Currency } from '../../intl/currency'
import { formatDay } from '../rules/billing-dates'
import { type BillingPeriod, describePeriod, describeRenewal } from '../rules/period'
import { discountedCents, isCheaper, pauseEnd } from '../rules/save-offer-terms'
import { getPayloadClient } from '@cms/get-payload'
import { availableTransitions } from '../rules/plan-transitions'
import { planByPlanId } from './plans.server'

/** A cheaper plan a switch-plan offer may name, with its price in the subscription's currency. */
export type CheaperPlan = { productId: string; name: string; priceCents: number; price: string; period: BillingPeriod; periodLabel: string }

/** What a cancellation flow needs to show its offers' prices and dates (all in the subscription's currency). */
export type OfferTerms = {
  currency: Currency
  /** The plan's renewal price and when it is charged next (the end of the paid period). */
  renewalCents: number
  renewalPrice: string
  nextChargeAt: string
  nextChargeOn: string
  period: BillingPeriod
  /** "4 weeks", "1 month": the length of one period, and of a pause. */
  periodLabel: string
  /** Access runs to `nextChargeAt`; a pause then lasts until this date, when the plan renews. */
  pauseUntil: string
  pauseUntilOn: string
  /** Plans costing less per day than this one, cheapest first. */
  cheaperPlans: CheaperPlan[]
  /** Which offers this subscription can take now (a flow may skip the others): one discount or pause at a time, no pause in redemption. */
  available: { discount: boolean; pause: boolean; switchPlan: boolean }
}

const fallbackPeriod: BillingPeriod = { unit: 'W', value: 4 }

/** The plan's renewal period (4 weeks for a plan no longer listed): the length of a pause, and of a period in offers and mail. */
export async function periodOf(planId: string): Promise<BillingPeriod> {
  return (await planByPlanId(planId))?.renewalPeriod ?? fallbackPeriod
}

async function allPlans(): Promise<Plan[]> {
  const payload = await getPayloadClient()
  return (await payload.find({ collection: 'plans', limit: 500, depth: 0, overrideAccess: true })).docs
}

function cheaperAmong(subscription: Subscription, plans: Plan[]): CheaperPlan[] {
  const current = plans.find((plan) => plan.planId === subscription.planId)
  if (!current || !subscription.renewalCents) return []
  const mine = { priceCents: subscription.renewalCents, period: current.renewalPeriod }
  return availableTransitions(current, plans, subscription.currency)
    .filter((plan) => isCheaper({ newPrice: plan.newPrice, period: plan.renewalPeriod }, mine))
    .map((plan) => ({
      productId: plan.planId,
      name: plan.name,
      priceCents: plan.newPrice,
      price: formatPrice(plan.newPrice, subscription.currency),
      period: plan.renewalPeriod,
      periodLabel: describePeriod(plan.renewalPeriod),
    }))
}

export async function cheaperPlans(subscription: Subscription): Promise<CheaperPlan[]> {
  return cheaperAmong(subscription, await allPlans())
}

/** Every offer's price and date for this subscription, from one read of the plans. */
export async function offerTerms(subscription: Subscription): Promise<OfferTerms> {
  const plans = await allPlans()
  const period = plans.find((plan) => plan.planId === subscription.planId)?.renewalPeriod ?? fallbackPeriod
  const renewalCents = subscription.renewalCents ?? 0
  const pauseUntil = pauseEnd(subscription.endDate, period).toISOString()
  const cheaper = cheaperAmong(subscription, plans)
  return {
    currency: subscription.currency,
    renewalCents,
    renewalPrice: formatPrice(renewalCents, subscription.currency),
    nextChargeAt: subscription.endDate,
    nextChargeOn: formatDay(subscription.endDate),
    period,
    periodLabel: describePeriod(period),
    pauseUntil,
    pauseUntilOn: formatDay(pauseUntil),
    cheaperPlans: cheaper,
    available: {
      discount: !subscription.nextRenewalPercentOff && renewalCents > 0,
      pause: subscription.status === 'active' && !subscription.pausedUntil,
      switchPlan: cheaper.length > 0,
    },
  }
}

/** The sentence the student reads after accepting a discount. */
export function discountSentence(subscription: Subscription, percentOff: number): string {
  const full = subscription.renewalCents ?? 0
  const price = (cents: number) => formatPrice(cents, subscription.currency)
  return (
    `Your next charge on ${formatDay(subscription.endDate)} is ${price(discountedCents(full, percentOff))} ` +
    `instead of ${price(full)} (${percentOff}% off); after that your plan renews at ${price(full)}.`
  )
}

/** The sentence the student reads after accepting a pause. */
export function pauseSentence(subscription: Subscription): string {
  const until = formatDay(subscription.pausedUntil ?? subscription.endDate)
  const price = formatPrice(subscription.renewalCents ?? 0, subscription.currency)
  return `You keep access until ${formatDay(subscription.endDate)}. Paused until ${until}; your next charge of ${price} is on ${until}.`
}

/** The sentence the student reads after switching to a cheaper plan, or while that payment is processing. */
export function switchSentence(
  plan: { name: string; priceCents: number; period: BillingPeriod },
  currency: Currency,
  processing: boolean,
): string {
  const terms = `${formatPrice(plan.priceCents, currency)} ${describeRenewal(plan.period)}`
  return processing
    ? `We are switching you to ${plan.name} (${terms}); it takes effect as soon as the payment goes through.`
    : `You are now on ${plan.name}: ${terms}.`
}

const savedAnyway = 'Your plan is saved. Your Subscriptions page shows where it stands.'

/**
 * What the student reads about a plan a save offer kept, as it stands now (the page they land on
 * after answering, also when read again): the offer's own sentence while it still applies.
 */
export async function savedSentence(
  subscription: Subscription,
  attempt: Pick<CancellationAttempt, 'offerKind' | 'percentOff' | 'productId'>,
): Promise<string> {
  if (attempt.offerKind === 'discount')
    return subscription.nextRenewalPercentOff ? discountSentence(subscription, subscription.nextRenewalPercentOff) : savedAnyway
  if (attempt.offerKind === 'pause') return subscription.pausedUntil ? pauseSentence(subscription) : savedAnyway
  const plan = attempt.productId ? await planByPlanId(attempt.productId) : undefined
  if (!plan) return savedAnyway
  if (subscription.planId !== plan.planId)
    return `We are switching you to ${plan.name}; it takes effect as soon as the payment goes through.`
  if (!subscription.renewalCents) return `You are now on ${plan.name}.`
  return switchSentence(
    { name: plan.name, priceCents: subscription.renewalCents, period: plan.renewalPeriod },
    subscription.currency,
    false,
  )
}

import type { PaywallPlanView } from './price-plan-view'
import { formatPrice } from '../../intl/currency'
import { describePeriod, describeRenewal } from './period'

/** The checkout's plan summary lines, for a person: what is paid now, for how long, and what follows. */
export type CheckoutSummary = {
  /** "$6.93" */
  now: string
  /** "for the first 4 weeks" (an introductory price) or "every 4 weeks" (the same price throughout). */
  nowFor: string
  /** "Then $38.95 every 4 weeks" — null when nothing changes after the first period. */
  later: string | null
  /** "Renews every 4 weeks until you cancel." */
  billing: string
}

/** Does the first payment differ from the renewals (another price, or another length)? Then it is an introductory period. */
export function hasIntroductoryTerms(plan: PaywallPlanView, chargeCents: number): boolean {
  const samePeriod = plan.firstPeriod.unit === plan.renewalPeriod.unit && plan.firstPeriod.value === plan.renewalPeriod.value
  return chargeCents !== plan.renewalPriceCents || !samePeriod
}

export function checkoutSummary(plan: PaywallPlanView, chargeCents: number): CheckoutSummary {
  const intro = hasIntroductoryTerms(plan, chargeCents)
  return {
    now: formatPrice(chargeCents, plan.currency),
    nowFor: intro ? `for the first ${firstPeriodPhrase(plan)}` : describeRenewal(plan.renewalPeriod),
    later: intro ? `Then ${formatPrice(plan.renewalPriceCents, plan.currency)} ${describeRenewal(plan.renewalPeriod)}` : null,
    billing: `Renews ${describeRenewal(plan.renewalPeriod)} until you cancel. Cancel any time in your profile.`,
  }
}

/** "4 weeks", or "week" for a single one ("for the first week"). */
export function firstPeriodPhrase(plan: PaywallPlanView): string {
  const period = describePeriod(plan.firstPeriod)
  return period.startsWith('1 ') ? period.slice(2) : period
}

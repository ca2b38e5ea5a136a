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

export function checkoutSummary(plan: PaywallPlanView, chargeCents: number): CheckoutSummary {
  const samePeriod = plan.firstPeriod.unit === plan.renewalPeriod.unit && plan.firstPeriod.value === plan.renewalPeriod.value
  const intro = chargeCents !== plan.renewalPriceCents || !samePeriod
  return {
    now: formatPrice(chargeCents, plan.currency),
    nowFor: intro ? `for the first ${firstPeriod(plan)}` : describeRenewal(plan.renewalPeriod),
    later: intro ? `Then ${formatPrice(plan.renewalPriceCents, plan.currency)} ${describeRenewal(plan.renewalPeriod)}` : null,
    billing: `Renews ${describeRenewal(plan.renewalPeriod)} until you cancel. Cancel any time in your profile.`,
  }
}

/** "4 weeks", or "week" for a single one ("for the first week"). */
function firstPeriod(plan: PaywallPlanView): string {
  const period = describePeriod(plan.firstPeriod)
  return period.startsWith('1 ') ? period.slice(2) : period
}

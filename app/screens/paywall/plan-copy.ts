import { describePeriod, describeRenewal } from '../../payments/rules/period'
import { formatPrice } from '../../intl/currency'
import type { PaywallPlanView } from '../types'

/** What the first period costs: the sale price on a discount paywall, otherwise the list price. */
export const firstChargeCents = (plan: PaywallPlanView) => plan.salePriceCents ?? plan.firstPriceCents

/** "then $38.95 every 4 weeks" */
export function renewalLine(plan: PaywallPlanView): string {
  return `then ${formatPrice(plan.renewalPriceCents, plan.currency)} ${describeRenewal(plan.renewalPeriod)}`
}

/**
 * The consent under the plans, built from the chosen plan: the first billing period, then the
 * renewal price and period.
 */
export function consentText(plan: PaywallPlanView): string {
  const first = describePeriod(plan.firstPeriod, 'adjective')
  const renewal = `${formatPrice(plan.renewalPriceCents, plan.currency)} ${describeRenewal(plan.renewalPeriod)}`
  return (
    `By continuing you agree that if you don't cancel before the end of the ${first} introductory period, ` +
    `you will be charged ${renewal} until you cancel.`
  )
}

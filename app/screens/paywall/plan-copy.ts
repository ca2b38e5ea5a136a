import { describePeriod, describeRenewal, firstPeriodPhrase, hasIntroductoryTerms } from '~/payments'
import { formatPrice } from '../../intl/currency'
import type { PaywallPlanView } from '../types'

/** What the first period costs: the sale price on a discount paywall, otherwise the list price. */
export const firstChargeCents = (plan: PaywallPlanView) => plan.salePriceCents ?? plan.firstPriceCents

/** "then $38.95 every 4 weeks" */
export function renewalLine(plan: PaywallPlanView): string {
  return `then ${formatPrice(plan.renewalPriceCents, plan.currency)} ${describeRenewal(plan.renewalPeriod)}`
}

/**
 * The consent under the plans, worded by the plan's real terms: an introductory price (or first
 * period) names what is paid first and what follows it; a plan with one price says that price renews.
 * `chargeCents` is what the first payment takes (the sale price on a discount paywall).
 */
export function consentText(plan: PaywallPlanView, chargeCents = firstChargeCents(plan)): string {
  const renewal = `${formatPrice(plan.renewalPriceCents, plan.currency)} ${describeRenewal(plan.renewalPeriod)}`
  if (!hasIntroductoryTerms(plan, chargeCents)) return `By continuing you agree to be charged ${renewal}, starting today, until you cancel.`
  const now = formatPrice(chargeCents, plan.currency)
  return (
    `By continuing you agree to pay ${now} for the first ${firstPeriodPhrase(plan)} and that, if you don't cancel ` +
    `before the end of the ${describePeriod(plan.firstPeriod, 'adjective')} introductory period, you will be charged ${renewal} until you cancel.`
  )
}

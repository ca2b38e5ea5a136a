import { formatPrice } from '../../intl/currency'
import { describePeriod, describeRenewal } from '~/payments'
import type { PriceBlockSetting } from './landing-pages'
import type { PriceBlockPlan } from './price-block-plan'

/** A block's price as the paywall states its plan: "$19.99 for 4 weeks", "then $29.99 every 4 weeks". */
export function priceBlockPrice(plan: PriceBlockPlan): { first: string; period: string; then: string } {
  return {
    first: formatPrice(plan.firstCents, 'USD'),
    period: `for ${describePeriod(plan.firstPeriod)}`,
    then: `then ${formatPrice(plan.renewalCents, 'USD')} ${describeRenewal(plan.renewalPeriod)}`,
  }
}

/** The price section's subtitle for the visitor's `landing_price_block` flag. */
export function priceBlocksIntro(setting: PriceBlockSetting): string {
  const length = setting.startsWith('n_weeks_access') ? 'Four weeks of full access' : 'A full year of access'
  return setting.endsWith('_with_mentor')
    ? `${length} — on your own or with a personal curator.`
    : `${length} to every course, challenge and AI tool.`
}

import { discountRange } from '@schemas/funnel/discount-truth'
import type { PaywallPlanView } from '../types'

/** The headline badge: the discount the plans below actually give ("up to" when they differ). */
export function DiscountBadge({ plans }: { plans: readonly PaywallPlanView[] }) {
  const { min, max } = discountRange(plans.map((plan) => ({ firstPeriodCents: plan.firstPriceCents, salePriceCents: plan.salePriceCents })))
  if (max === 0) return null
  return <span className="f-badge f-badge--large">{min === max ? `-${max}%` : `up to -${max}%`}</span>
}

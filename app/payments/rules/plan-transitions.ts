import type { BillingPeriod } from './period'
import { periodDays } from './period'
import type { Currency } from '../../intl/currency'

export type TransitionPlan = {
  planId: string
  tags?: readonly string[] | null
  renewalPeriod: BillingPeriod
  prices?: readonly { currency: string; renewalCents: number }[] | null
}

/** "Plans by tag must match the tag set exactly" (spec §5): order and repeats do not matter. */
export function sameTagSet(a: readonly string[] | null | undefined, b: readonly string[] | null | undefined): boolean {
  const left = new Set(a ?? [])
  const right = new Set(b ?? [])
  return left.size === right.size && [...left].every((tag) => right.has(tag))
}

/**
 * The plans a subscriber may switch to: the same tag set as their plan, a price in their currency
 * (the renewal price is the "new price" they will pay), a different billing period (another plan
 * that renews the same way is the same plan under another name), sorted by new price ascending.
 */
export function availableTransitions<P extends TransitionPlan>(
  current: TransitionPlan,
  plans: readonly P[],
  currency: Currency,
): (P & { newPrice: number })[] {
  const currentDays = periodDays(current.renewalPeriod)
  return plans
    .flatMap((plan) => {
      const price = plan.prices?.find((row) => row.currency === currency)
      if (plan.planId === current.planId || !price || !sameTagSet(plan.tags, current.tags)) return []
      if (periodDays(plan.renewalPeriod) === currentDays) return []
      return [{ ...plan, newPrice: price.renewalCents }]
    })
    .sort((a, b) => a.newPrice - b.newPrice)
}

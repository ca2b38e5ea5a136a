import type { BillingPeriod } from '~/payments'

/** What a landing price block shows of its plan: the US-dollar prices the paywall charges. */
export type PriceBlockPlan = { firstCents: number; renewalCents: number; firstPeriod: BillingPeriod; renewalPeriod: BillingPeriod }

type StoredPlan = {
  planId: string
  firstPeriod: BillingPeriod
  renewalPeriod: BillingPeriod
  prices?: Array<{ currency: string; firstPeriodCents: number; renewalCents: number }> | null
}

/** The block's plan in US dollars, or null when it names none, or a plan without a US-dollar price (the block is then not shown). */
export function priceBlockPlan(planId: string | null | undefined, plans: readonly StoredPlan[]): PriceBlockPlan | null {
  const plan = planId ? plans.find((candidate) => candidate.planId === planId) : undefined
  const usd = plan?.prices?.find((price) => price.currency === 'USD')
  if (!plan || !usd) return null
  return {
    firstCents: usd.firstPeriodCents,
    renewalCents: usd.renewalCents,
    firstPeriod: plan.firstPeriod,
    renewalPeriod: plan.renewalPeriod,
  }
}

/**
 * The discount paywall's percentages come from the prices it shows, never from copy alone: a
 * plan's badge is (list − sale) / list, rounded; the headline is the best of those. A funnel that
 * states a discount ("-50%") its plan set does not give is refused (funnel save, seed tests).
 */
export type DiscountedPrice = { firstPeriodCents: number; salePriceCents?: number | null }

/** Whole percent off the first period; 0 when there is no sale price below the list price. */
export function discountPercentOf({ firstPeriodCents, salePriceCents }: DiscountedPrice): number {
  if (salePriceCents == null || firstPeriodCents <= 0 || salePriceCents >= firstPeriodCents) return 0
  return Math.round(((firstPeriodCents - salePriceCents) / firstPeriodCents) * 100)
}

/** What the headline badge may claim: the lowest and highest discount among the plans shown. */
export function discountRange(prices: readonly DiscountedPrice[]): { min: number; max: number } {
  const percents = prices.map(discountPercentOf).filter((percent) => percent > 0)
  return percents.length === 0 ? { min: 0, max: 0 } : { min: Math.min(...percents), max: Math.max(...percents) }
}

/** The price row a discount paywall shows for one currency, as the CMS stores it. */
export type PlanPriceRow = { currency: string; firstPeriodCents: number; discountFirstPeriodCents?: number | null }

/** A sale price the plan does not give explicitly follows the stated percentage. */
export function salePriceCents(row: PlanPriceRow, statedPercent: number): number {
  return row.discountFirstPeriodCents ?? Math.round((row.firstPeriodCents * (100 - statedPercent)) / 100)
}

/**
 * Problems when a stated discount disagrees with a plan set's prices: every plan, in every
 * currency, must be within one point of the stated percentage (charm prices round a little).
 */
export function statedDiscountProblems(
  statedPercent: number,
  plans: readonly { name: string; prices?: readonly PlanPriceRow[] | null }[],
): string[] {
  const problems: string[] = []
  for (const plan of plans) {
    for (const row of plan.prices ?? []) {
      const actual = discountPercentOf({ firstPeriodCents: row.firstPeriodCents, salePriceCents: salePriceCents(row, statedPercent) })
      if (Math.abs(actual - statedPercent) > 1) {
        problems.push(`states ${statedPercent}% off, but "${plan.name}" in ${row.currency} is ${actual}% off`)
      }
    }
  }
  return problems
}

import { priceListProblems } from '../Plans/prices'

type UpsellPriceRow = { currency?: string | null; cents?: number | null; fullPriceCents?: number | null }

/** USD is required, each currency once, whole cents above 0, a crossed-out price above the price. */
export function checkUpsellPrices(rows: UpsellPriceRow[] | null | undefined): true | string {
  const problems = priceListProblems(rows, (row, at) => {
    const problems: string[] = []
    if (!Number.isInteger(row.cents) || (row.cents ?? 0) <= 0) problems.push(`${at}: the price must be whole cents above 0`)
    const full = row.fullPriceCents
    if (full !== null && full !== undefined && (!Number.isInteger(full) || full <= (row.cents ?? 0))) {
      problems.push(`${at}: the crossed-out price must be whole cents above the price`)
    }
    return problems
  })
  return problems.length ? `Prices: ${problems.join('; ')}.` : true
}

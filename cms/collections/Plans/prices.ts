export const currencies = ['USD', 'EUR', 'INR', 'AUD', 'CAD', 'GBP'] as const
export type Currency = (typeof currencies)[number]

/** Period units and their length in days, as the paywall computes them. */
export const periodUnits = [
  { value: 'D', label: 'Days', days: 1 },
  { value: 'W', label: 'Weeks', days: 7 },
  { value: 'M', label: 'Months', days: 30 },
  { value: 'Q', label: 'Quarters', days: 90 },
  { value: 'Y', label: 'Years', days: 365 },
] as const

type PriceRow = {
  currency?: string | null
  firstPeriodCents?: number | null
  renewalCents?: number | null
  discountFirstPeriodCents?: number | null
}

/**
 * The rule every price list shares: USD is required (the default currency) and each currency is
 * listed once. `each` adds a row's own problems, named by `at` ("row 2 (GBP)").
 */
export function priceListProblems<R extends { currency?: string | null }>(
  rows: R[] | null | undefined,
  each: (row: R, at: string) => string[],
): string[] {
  const list = rows ?? []
  const problems: string[] = []
  if (!list.some((row) => row.currency === 'USD')) problems.push('add a USD price (the default currency)')
  const seen = new Set<string>()
  list.forEach((row, index) => {
    const at = `row ${index + 1}${row.currency ? ` (${row.currency})` : ''}`
    if (row.currency && seen.has(row.currency)) problems.push(`${at}: ${row.currency} is listed twice`)
    if (row.currency) seen.add(row.currency)
    problems.push(...each(row, at))
  })
  return problems
}

/** USD is required (the default currency), each currency once, amounts positive whole cents. */
export function checkPrices(rows: PriceRow[] | null | undefined): true | string {
  const problems = priceListProblems(rows, (row, at) => {
    const problems: string[] = []
    for (const key of ['firstPeriodCents', 'renewalCents'] as const) {
      const cents = row[key]
      if (!Number.isInteger(cents) || (cents ?? 0) <= 0) problems.push(`${at}: ${key} must be whole cents above 0`)
    }
    const discount = row.discountFirstPeriodCents
    if (discount !== null && discount !== undefined) {
      if (!Number.isInteger(discount) || discount <= 0) problems.push(`${at}: the discount price must be whole cents above 0`)
      else if (row.firstPeriodCents && discount >= row.firstPeriodCents) {
        problems.push(`${at}: the discount price must be below the first-period price`)
      }
    }
    return problems
  })
  return problems.length ? `Prices: ${problems.join('; ')}.` : true
}

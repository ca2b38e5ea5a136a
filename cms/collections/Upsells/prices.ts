type UpsellPriceRow = { currency?: string | null; cents?: number | null; fullPriceCents?: number | null }

/** USD is required, each currency once, whole cents above 0, a crossed-out price above the price. */
export function checkUpsellPrices(rows: UpsellPriceRow[] | null | undefined): true | string {
  const list = rows ?? []
  const problems: string[] = []
  if (!list.some((row) => row.currency === 'USD')) problems.push('add a USD price (the default currency)')
  const seen = new Set<string>()
  list.forEach((row, index) => {
    const at = `row ${index + 1}${row.currency ? ` (${row.currency})` : ''}`
    if (row.currency && seen.has(row.currency)) problems.push(`${at}: ${row.currency} is listed twice`)
    if (row.currency) seen.add(row.currency)
    if (!Number.isInteger(row.cents) || (row.cents ?? 0) <= 0) problems.push(`${at}: the price must be whole cents above 0`)
    const full = row.fullPriceCents
    if (full !== null && full !== undefined && (!Number.isInteger(full) || full <= (row.cents ?? 0))) {
      problems.push(`${at}: the crossed-out price must be whole cents above the price`)
    }
  })
  return problems.length ? `Prices: ${problems.join('; ')}.` : true
}

export type PeriodUnit = 'D' | 'W' | 'M' | 'Q' | 'Y'
export type BillingPeriod = { unit: PeriodUnit; value: number }

const daysPerUnit: Record<PeriodUnit, number> = { D: 1, W: 7, M: 30, Q: 90, Y: 365 }

export function periodDays(period: BillingPeriod): number {
  return daysPerUnit[period.unit] * period.value
}

/** The end of a paid period: the spec's period lengths (D=1, W=7, M=30, Q=90, Y=365 days). */
export function addPeriod(start: Date, period: BillingPeriod): Date {
  return new Date(start.getTime() + periodDays(period) * 24 * 60 * 60 * 1000)
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/**
 * How a period reads on the paywall: months and years by name, otherwise whole weeks as
 * "N-week"/"N weeks" and anything else in days, as the spec's duration rule says.
 */
export function describePeriod(period: BillingPeriod, style: 'adjective' | 'noun' = 'noun'): string {
  if (period.unit === 'Y') return style === 'adjective' ? `${period.value}-year` : plural(period.value, 'year')
  if (period.unit === 'M' || period.unit === 'Q') {
    const months = period.unit === 'Q' ? period.value * 3 : period.value
    return style === 'adjective' ? `${months}-month` : plural(months, 'month')
  }
  const days = periodDays(period)
  const [count, unit] = days % 7 === 0 ? [days / 7, 'week'] : [days, 'day']
  return style === 'adjective' ? `${count}-${unit}` : plural(count, unit)
}

/** "every 4 weeks", "every month", "every year" */
export function describeRenewal(period: BillingPeriod): string {
  const noun = describePeriod(period)
  return noun.startsWith('1 ') ? `every ${noun.slice(2)}` : `every ${noun}`
}

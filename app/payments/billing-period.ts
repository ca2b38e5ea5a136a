import { type BillingPeriod, periodDays } from '../utils/billing-period'

/** The end of a paid period: the spec's period lengths (D=1, W=7, M=30, Q=90, Y=365 days). */
export function addPeriod(start: Date, period: BillingPeriod): Date {
  return new Date(start.getTime() + periodDays(period) * 24 * 60 * 60 * 1000)
}

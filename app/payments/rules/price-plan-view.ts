import type { Currency } from '../../intl/currency'
import type { BillingPeriod } from './period'

/** A price plan as the paywalls (funnel, landing, renewal) and the checkout show it. */
export type PaywallPlanView = {
  id: string
  name: string
  firstPeriod: BillingPeriod
  renewalPeriod: BillingPeriod
  firstPriceCents: number
  renewalPriceCents: number
  /** Discount paywall: the sale price of the first period. */
  salePriceCents?: number
  currency: Currency
  tags: string[]
}

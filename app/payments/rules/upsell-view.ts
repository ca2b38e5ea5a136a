import type { UpsellOffer } from '@schemas/payments/upsell'
import type { Currency } from '../../intl/currency'

/** An offer as the /upsell page shows it, priced in the student's currency. */
export type UpsellView = UpsellOffer & {
  title: string
  description: string | null
  benefits: string[]
  priceCents: number
  fullPriceCents: number | null
  currency: Currency
  priceText: string
  fullPriceText: string | null
}

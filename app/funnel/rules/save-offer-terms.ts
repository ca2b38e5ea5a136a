import type { SaveOffer } from '@schemas/payments/save-offer'
import { discountedCents } from '~/payments'
import { formatPrice } from '../../intl/currency'

/** The part of the payments side's offer terms (`OfferTerms`) a save offer screen words. */
export type OfferPrices = {
  currency: Parameters<typeof formatPrice>[1]
  renewalCents: number
  renewalPrice: string
  nextChargeOn: string
  periodLabel: string
  pauseUntilOn: string
  cheaperPlans: { productId: string; name: string; price: string; periodLabel: string }[]
  /** Which offers the subscription can take now (one discount or pause at a time, none while paused). */
  available?: { discount: boolean; pause: boolean; switchPlan: boolean }
}

/**
 * A save offer with the student's own prices and dates ("$14.99 instead of $29.99 on 7 February"),
 * or null when it cannot be made to them (no cheaper plan than theirs, a pause already taken): the
 * screen is then the goodbye.
 */
export function saveOfferTerms(offer: SaveOffer, prices: OfferPrices): string | null {
  if (prices.available && !prices.available[offer.kind === 'switch-plan' ? 'switchPlan' : offer.kind]) return null
  switch (offer.kind) {
    case 'discount': {
      const discounted = formatPrice(discountedCents(prices.renewalCents, offer.percentOff), prices.currency)
      return `${discounted} instead of ${prices.renewalPrice} on ${prices.nextChargeOn}, then ${prices.renewalPrice} again.`
    }
    case 'pause':
      return `Nothing to pay on ${prices.nextChargeOn}: your plan rests for ${prices.periodLabel} and continues on ${prices.pauseUntilOn} at ${prices.renewalPrice}.`
    case 'switch-plan': {
      const plan = prices.cheaperPlans.find((candidate) => candidate.productId === offer.productId)
      if (!plan) return null
      return `${plan.name}: ${plan.price} per ${plan.periodLabel} instead of ${prices.renewalPrice}, from ${prices.nextChargeOn}.`
    }
  }
}

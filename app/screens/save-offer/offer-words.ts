import type { SaveOffer } from '@schemas/payments/save-offer'

/**
 * An offer in words when its prices are not known (the studio's preview); the student's page shows
 * the server's sentence with the real prices and dates instead.
 */
export function offerInWords(offer: SaveOffer): string {
  switch (offer.kind) {
    case 'discount':
      return `${offer.percentOff} % off your next renewal`
    case 'pause':
      return 'Pause for one billing period: no charge, then it continues by itself'
    case 'switch-plan':
      return 'Switch to a cheaper plan from your next renewal'
  }
}

/**
 * The local Ecommpay simulator's test cards: the card number chooses what happens. Any future
 * expiry date, any 3–4 digit CVV and any cardholder name work; other numbers are refused on the
 * form. Decline codes and messages are Ecommpay's own (operation.code / operation.message), so
 * the adapter's mapping to the Solidgate catalogue is exercised end to end.
 */
export type EcommpayTestCard = {
  number: string
  label: string
} & (
  | { outcome: 'success' }
  | { outcome: 'decline'; code: string; message: string }
  /** An extra 3-D Secure page; approving succeeds, failing declines with 10114. */
  | { outcome: '3ds' }
  /** Stays "processing" (no final callback) until the merchant asks the status API. */
  | { outcome: 'processing' }
)

export const ecommpayTestCards = [
  { number: '4000000000000077', label: 'Success', outcome: 'success' },
  { number: '5555555555554444', label: 'Success (Mastercard)', outcome: 'success' },
  { number: '4000000000003220', label: '3-D Secure step, then approve or fail', outcome: '3ds' },
  { number: '4000000000000259', label: 'Processing until the status is asked', outcome: 'processing' },
  {
    number: '4000000000009995',
    label: 'Decline: insufficient funds',
    outcome: 'decline',
    code: '10105',
    message: 'Insufficient funds on card',
  },
  { number: '4000000000000069', label: 'Decline: card expired', outcome: 'decline', code: '10106', message: 'Card expired' },
  {
    number: '4000000000000119',
    label: 'Decline: do not honour',
    outcome: 'decline',
    code: '10100',
    message: 'Declined by external provider',
  },
  { number: '4000000000000002', label: 'Decline: general', outcome: 'decline', code: '20000', message: 'General decline' },
] as const satisfies readonly EcommpayTestCard[]

export const threeDsFailure = { code: '10114', message: 'Declined by 3DS Check' } as const

export function findTestCard(number: string): EcommpayTestCard | undefined {
  const digits = number.replace(/[\s-]/g, '')
  return ecommpayTestCards.find((card) => card.number === digits)
}

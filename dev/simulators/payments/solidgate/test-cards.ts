/**
 * The local Solidgate simulator's test cards: the card number chooses what happens. Any future
 * expiry date and any 3–4 digit CVV work (the cardholder name is optional); other numbers are
 * refused on the form. Numbers that mean the same in the Ecommpay simulator are the same there. Declines carry Solidgate's own codes (one or more from every family 0.xx–7.xx of
 * app/payments/rules/error-codes.ts, named as there: the simulator's unit test compares), so the
 * student's message for each is exercised end to end.
 */
export type SolidgateTestCard = {
  number: string
  label: string
} & (
  | { outcome: 'success' }
  | { outcome: 'decline'; code: string }
  /** An extra 3-D Secure page; approving succeeds, failing declines with 5.01. */
  | { outcome: '3ds' }
  /** Stays "processing" (no final webhook) until the merchant asks the status API. */
  | { outcome: 'processing' }
)

const decline = (number: string, code: string, meaning: string) =>
  ({ number, label: `Decline ${code}: ${meaning}`, outcome: 'decline', code }) as const

export const solidgateTestCards: readonly SolidgateTestCard[] = [
  { number: '4000000000000077', label: 'Success', outcome: 'success' },
  { number: '5555555555554444', label: 'Success (Mastercard)', outcome: 'success' },
  { number: '4000000000003220', label: '3-D Secure step, then approve or fail', outcome: '3ds' },
  { number: '4000000000000259', label: 'Processing until the status is asked', outcome: 'processing' },
  decline('4000000000000002', '0.01', 'General decline'),
  decline('4000000000000101', '1.01', 'Authentication failed'),
  decline('4000000000000200', '2.06', 'Invalid CVV2 code'),
  decline('4000000000000218', '2.08', 'Invalid card number'),
  decline('4000000000000069', '2.09', 'Invalid expiration date'),
  decline('4000000000009995', '3.02', 'Insufficient funds'),
  decline('4000000000000119', '3.08', 'Do not honour'),
  decline('4000000000000408', '4.02', 'Stolen card'),
  decline('4000000000000507', '5.08', 'Invalid transaction'),
  decline('4000000000000606', '6.02', 'Connection error'),
  decline('4000000000000705', '7.03', 'Smart cascade decline'),
]

export const threeDsFailureCode = '5.01'

export function findTestCard(number: string): SolidgateTestCard | undefined {
  const digits = number.replace(/[\s-]/g, '')
  return solidgateTestCards.find((card) => card.number === digits)
}

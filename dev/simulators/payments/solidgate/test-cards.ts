import { solidgateErrorCodes } from '../../../../app/payments/rules/error-codes'

/**
 * The local Solidgate simulator's test cards: the card number chooses what happens. Any future
 * expiry date and any 3–4 digit CVV work (the cardholder name is optional); other numbers are
 * refused on the form. Numbers that mean the same in the Ecommpay simulator are the same there. Declines carry Solidgate's own codes (one or more from every family 0.xx–7.xx of
 * ../error-codes.ts), so the student's message for each is exercised end to end.
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

const decline = (number: string, code: string) =>
  ({ number, label: `Decline ${code}: ${solidgateErrorCodes[code]![0]}`, outcome: 'decline', code }) as const

export const solidgateTestCards: readonly SolidgateTestCard[] = [
  { number: '4000000000000077', label: 'Success', outcome: 'success' },
  { number: '5555555555554444', label: 'Success (Mastercard)', outcome: 'success' },
  { number: '4000000000003220', label: '3-D Secure step, then approve or fail', outcome: '3ds' },
  { number: '4000000000000259', label: 'Processing until the status is asked', outcome: 'processing' },
  decline('4000000000000002', '0.01'),
  decline('4000000000000101', '1.01'),
  decline('4000000000000200', '2.06'),
  decline('4000000000000218', '2.08'),
  decline('4000000000000069', '2.09'),
  decline('4000000000009995', '3.02'),
  decline('4000000000000119', '3.08'),
  decline('4000000000000408', '4.02'),
  decline('4000000000000507', '5.08'),
  decline('4000000000000606', '6.02'),
  decline('4000000000000705', '7.03'),
]

export const threeDsFailureCode = '5.01'

export function findTestCard(number: string): SolidgateTestCard | undefined {
  const digits = number.replace(/[\s-]/g, '')
  return solidgateTestCards.find((card) => card.number === digits)
}

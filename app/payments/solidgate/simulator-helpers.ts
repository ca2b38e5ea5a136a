import { luhn } from '../ecommpay/simulator-helpers'
import { findTestCard } from './test-cards'

/** The Solidgate simulator's small pieces: card-form checks, Solidgate's answers and formats. */
export { amountText, isHttpUrl, isRecord, luhn, maskPan, readForm, redirect } from '../ecommpay/simulator-helpers'

export function cardProblem(form: Record<string, string>, today: Date): string | undefined {
  const number = (form.card_number ?? '').replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) return 'The card number is not valid.'
  if (!findTestCard(number)) return 'This simulator only accepts the test cards listed below.'
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.expiry ?? '')
  const month = Number(expiry?.[1])
  if (!expiry || month < 1 || month > 12) return 'Enter the expiry date as MM/YY.'
  const year = 2000 + Number(expiry[2])
  if (year < today.getUTCFullYear() || (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1)) return 'The card has expired.'
  if (!/^\d{3,4}$/.test(form.cvv ?? '')) return 'Enter the 3 or 4 digit CVV.'
  return undefined
}

/** Solidgate's error answer: `{ error: { code, messages } }` with the HTTP status it goes with. */
export function solidgateError(status: number, code: string, message: string): Response {
  return Response.json({ error: { code, messages: [message] } }, { status })
}

/** Solidgate's timestamp format: "2026-11-23 10:00:00" (UTC). */
export function solidgateTime(date: Date): string {
  return date.toISOString().replace('T', ' ').replace(/\.\d{3}Z$/, '')
}

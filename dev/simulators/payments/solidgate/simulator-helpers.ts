import { cardProblem as checkCard } from '../shared/helpers'
import { findTestCard } from './test-cards'

/** Solidgate's own pieces of the simulator; the shared ones live in ../simulator/helpers.ts. */
export { amountText, isHttpUrl, isRecord, luhn, maskPan, readForm, redirect } from '../shared/helpers'

export const cardProblem = (form: Record<string, string>, today: Date) =>
  checkCard(form, today, { isTestCard: (number) => Boolean(findTestCard(number)), holderRequired: false })

/** Solidgate's error answer: `{ error: { code, messages } }` with the HTTP status it goes with. */
export function solidgateError(status: number, code: string, message: string): Response {
  return Response.json({ error: { code, messages: [message] } }, { status })
}

/** Solidgate's timestamp format: "2026-11-23 10:00:00" (UTC). */
export function solidgateTime(date: Date): string {
  return date
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d{3}Z$/, '')
}

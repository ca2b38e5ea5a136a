import { cardProblem as checkCard } from '../shared/helpers'
import { findTestCard } from './test-cards'

/** Ecommpay's own pieces of the simulator; the shared ones live in ../simulator/helpers.ts. */
export { amountText, isHttpUrl, isRecord, luhn, maskPan, readForm, redirect } from '../shared/helpers'

export const cardProblem = (form: Record<string, string>, today: Date) =>
  checkCard(form, today, { isTestCard: (number) => Boolean(findTestCard(number)), holderRequired: true })

export function gateError(status: number, code: string, message: string): Response {
  return Response.json({ status: 'error', code, message }, { status })
}

/** Ecommpay's timestamp format: 2026-11-23T10:00:00+0000. */
export function ecommpayTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, '+0000')
}

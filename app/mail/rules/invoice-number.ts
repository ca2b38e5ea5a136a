import { type Id, idKey } from '@schemas/id'

/** `INV`: a receipt (the charge's invoice); `CN`: a refund notice (the credit note that reverses one). */
export type DocumentPrefix = 'INV' | 'CN'

/**
 * The number a receipt or refund notice carries: its payments row's id, which the database gave
 * once and never changes, so the number is unique and the same however often the mail is rendered
 * (a repeated webhook, a retried delivery). A SQL row number is padded to at least seven digits
 * ("INV-0000417"): numbers sort as they were made and never read like a six-digit sign-in code. A
 * MongoDB ObjectId is printed as it is, in capitals. Numbers rise but are not gap-free: an attempt
 * that failed took a row number too.
 */
export function invoiceNumber(prefix: DocumentPrefix, paymentId: Id): string {
  const key = idKey(paymentId)
  return `${prefix}-${/^\d+$/.test(key) ? key.padStart(7, '0') : key.toUpperCase()}`
}

import { type Currency, isCurrency } from '~/intl/currency'

/**
 * Money in the payment flow is an integer count of minor units (cents, pence, paise) plus a
 * currency, as both providers report it. All six product currencies have two decimals, so
 * minor units are the spec's "cents" everywhere; formatting stays in ~/intl/currency.
 */
export type Charge = { amount: number; currency: Currency }

export function isMinorAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
}

/** A provider's amount as minor units: integers, or strings of digits only; anything else is null. */
export function parseMinorAmount(value: unknown): number | null {
  if (isMinorAmount(value)) return value
  if (typeof value === 'string' && /^\d{1,15}$/.test(value.trim())) return Number(value.trim())
  return null
}

/**
 * Did the provider charge exactly what the order asked for? A webhook that reports a different
 * amount or currency must not complete the order, even with a valid signature.
 */
export function sameCharge(order: Charge, reported: { amount: unknown; currency: unknown }): boolean {
  if (!isMinorAmount(order.amount)) return false
  const amount = parseMinorAmount(reported.amount)
  const currency = typeof reported.currency === 'string' ? reported.currency.trim().toUpperCase() : null
  return amount === order.amount && isCurrency(currency) && currency === order.currency
}

import { numberFormat } from './formats'

export const currencies = ['USD', 'EUR', 'INR', 'AUD', 'CAD', 'GBP'] as const
export type Currency = (typeof currencies)[number]

const byCountry: Record<string, Currency> = { GB: 'GBP', CA: 'CAD', AU: 'AUD' }

/** The spec's rule: GB → GBP, CA → CAD, AU → AUD, anything else (or unknown) → USD. */
export function currencyForCountry(country: string | null | undefined): Currency {
  return byCountry[(country ?? '').trim().toUpperCase()] ?? 'USD'
}

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (currencies as readonly string[]).includes(value)
}

/**
 * Prices are stored in cents and shown as cents / 100 with two decimals, formatted by Intl for the
 * currency; rupee amounts drop the decimals when they are whole.
 */
export function formatPrice(cents: number, currency: Currency, locale = 'en-US'): string {
  const amount = cents / 100
  const whole = Number.isInteger(amount)
  const digits = currency === 'INR' && whole ? 0 : 2
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount)
}

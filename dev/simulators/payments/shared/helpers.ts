/**
 * What both simulators share: the card form's checks (a provider only decides whether it asks
 * for the cardholder's name), form reading, redirects and small formats.
 */
export type CardCheckOptions = { isTestCard: (number: string) => boolean; holderRequired: boolean }

export function cardProblem(form: Record<string, string>, today: Date, options: CardCheckOptions): string | undefined {
  const number = (form.card_number ?? '').replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) return 'The card number is not valid.'
  if (!options.isTestCard(number)) return 'This simulator only accepts the test cards listed below.'
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.expiry ?? '')
  const month = Number(expiry?.[1])
  if (!expiry || month < 1 || month > 12) return 'Enter the expiry date as MM/YY.'
  const year = 2000 + Number(expiry[2])
  if (year < today.getUTCFullYear() || (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1)) return 'The card has expired.'
  if (!/^\d{3,4}$/.test(form.cvv ?? '')) return 'Enter the 3 or 4 digit CVV.'
  if (options.holderRequired && !(form.card_holder ?? '').trim()) return 'Enter the cardholder name.'
  return undefined
}

export function luhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return sum % 10 === 0
}

export async function readForm(request: Request): Promise<Record<string, string> | null> {
  try {
    const data = await request.formData()
    return Object.fromEntries([...data].filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
  } catch {
    return null
  }
}

export function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { location } })
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

export function maskPan(number: string): string {
  return `${number.slice(0, 6)}******${number.slice(-4)}`
}

export function amountText(payment: { amount: number; currency: string }): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: payment.currency })
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2
  return format.format(payment.amount / 10 ** digits)
}

import type { ScreenOf } from '../schemas/screens'
import type { InputScreen } from './funnel-screens'

/**
 * local@domain.tld, deliberately loose: the mail provider is the real judge, this only catches
 * typing slips. The local part is anything without spaces or "@"; the domain is dot-separated
 * labels of letters, digits and hyphens ending in a tld of two or more letters. No quoted local
 * parts, IP-literal or non-ASCII domains (punycode `xn--` domains pass).
 */
const emailPattern = /^[^\s@]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/

/** RFC 5321 caps a forward path at 254 characters. */
export const maxEmailLength = 254

/** The address as stored: trimmed and lowercased, or `undefined` when it is not an address. */
export function normalizeEmail(raw: string): string | undefined {
  const email = raw.trim().toLowerCase()
  return email.length <= maxEmailLength && emailPattern.test(email) ? email : undefined
}

/** A name or free text as stored: trimmed, and required. */
export function normalizeText(raw: string): string | undefined {
  const text = raw.trim()
  return text ? text : undefined
}

export function normalizeInput(screen: InputScreen, raw: string): string | undefined {
  return screen.type === 'Email' ? normalizeEmail(raw) : normalizeText(raw)
}

/** Typing beyond the limit is cut off, as a browser `maxlength` would. */
export function limitInput(screen: InputScreen, raw: string): string {
  return raw.slice(0, screen.type === 'Email' ? maxEmailLength : screen.maxLength)
}

export function selectionAllowed(screen: ScreenOf<'MultipleOption'>, selectedCount: number): boolean {
  return selectedCount >= screen.minSelections && selectedCount <= (screen.maxSelections ?? Infinity)
}

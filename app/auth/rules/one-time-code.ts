import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'

/** The rules of a one-time code, free of the database so they can be tested with any clock. */
export const CODE_TTL_MS = 15 * 60_000
export const MAX_ATTEMPTS = 5

export type StoredCode = { codeHash: string; expiresAt: string; attempts: number; usedAt?: string | null }
export type CodeCheck = { ok: true } | { ok: false; reason: 'invalid' | 'expired' | 'exhausted' | 'used'; attemptsLeft: number }

export const generateCode = (random: (max: number) => number = randomInt): string => String(random(1_000_000)).padStart(6, '0')

/** Bound to the email and purpose, so a hash never verifies a code for another address or step. */
export function hashCode(secret: string, email: string, purpose: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${email}\n${code}`).digest('hex')
}

export const isCodeShape = (code: string) => /^\d{6}$/.test(code)

/** Checks `code` against the stored record; the caller counts the attempt when the answer is not ok. */
export function checkCode(stored: StoredCode, expectedHash: string, now: Date): CodeCheck {
  const attemptsLeft = Math.max(0, MAX_ATTEMPTS - stored.attempts - 1)
  if (stored.usedAt) return { ok: false, reason: 'used', attemptsLeft: 0 }
  if (new Date(stored.expiresAt) <= now) return { ok: false, reason: 'expired', attemptsLeft: 0 }
  if (stored.attempts >= MAX_ATTEMPTS) return { ok: false, reason: 'exhausted', attemptsLeft: 0 }
  const a = Buffer.from(stored.codeHash, 'hex')
  const b = Buffer.from(expectedHash, 'hex')
  if (a.length === b.length && timingSafeEqual(a, b)) return { ok: true }
  return { ok: false, reason: 'invalid', attemptsLeft }
}

export function codeErrorMessage(check: Exclude<CodeCheck, { ok: true }>): string {
  if (check.reason === 'invalid' && check.attemptsLeft > 0)
    return `The code is incorrect. ${check.attemptsLeft} ${check.attemptsLeft === 1 ? 'try' : 'tries'} left.`
  return 'The code is no longer valid. Request a new one.'
}

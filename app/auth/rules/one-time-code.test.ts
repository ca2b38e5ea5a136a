import { describe, expect, it } from 'vitest'
import { redactSecrets, revealSecrets } from '@cms/email-secrets'
import { codeEmail } from '../emails/code-email'
import { CODE_TTL_MS, checkCode, codeErrorMessage, generateCode, hashCode, MAX_ATTEMPTS } from './one-time-code'

const secret = 'unit-test-secret-that-is-long-enough-for-hmac'
const now = new Date('2026-01-01T12:00:00Z')
const stored = (code: string, extra: Partial<{ attempts: number; usedAt: string; expiresAt: string }> = {}) => ({
  codeHash: hashCode(secret, 'a@example.com', 'reset', code),
  expiresAt: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
  attempts: 0,
  ...extra,
})

describe('one-time codes', () => {
  it('are six digits, zero-padded', () => {
    expect(generateCode(() => 42)).toBe('000042')
    expect(generateCode()).toMatch(/^\d{6}$/)
  })

  it('hash per email and purpose, never the code itself', () => {
    const hash = hashCode(secret, 'a@example.com', 'reset', '123456')
    expect(hash).not.toContain('123456')
    expect(hash).not.toBe(hashCode(secret, 'b@example.com', 'reset', '123456'))
    expect(hash).not.toBe(hashCode(secret, 'a@example.com', 'verify', '123456'))
  })

  it('accept the right code before expiry and count down wrong tries', () => {
    const right = hashCode(secret, 'a@example.com', 'reset', '123456')
    const wrong = hashCode(secret, 'a@example.com', 'reset', '654321')
    expect(checkCode(stored('123456'), right, now)).toEqual({ ok: true })
    const miss = checkCode(stored('123456', { attempts: 1 }), wrong, now)
    expect(miss).toEqual({ ok: false, reason: 'invalid', attemptsLeft: 3 })
    if (!miss.ok) expect(codeErrorMessage(miss)).toBe('The code is incorrect. 3 tries left.')
  })

  it('expire at 15 minutes, die after 5 wrong tries and work once', () => {
    const right = hashCode(secret, 'a@example.com', 'reset', '123456')
    expect(checkCode(stored('123456'), right, new Date(now.getTime() + CODE_TTL_MS - 1)).ok).toBe(true)
    expect(checkCode(stored('123456'), right, new Date(now.getTime() + CODE_TTL_MS))).toMatchObject({ reason: 'expired' })
    expect(checkCode(stored('123456', { attempts: MAX_ATTEMPTS }), right, now)).toMatchObject({ reason: 'exhausted' })
    expect(checkCode(stored('123456', { usedAt: now.toISOString() }), right, now)).toMatchObject({ reason: 'used' })
  })
})

describe('code email', () => {
  it('carries the code in text and HTML', async () => {
    const message = await codeEmail('012345', 'reset', 15)
    expect(message.subject).toBe('Your password reset code')
    expect(revealSecrets(message.text)).toContain('012345')
    expect(message.text).toContain('15 minutes')
    expect(revealSecrets(message.html)).toContain('>012345<')
  })

  it('marks the code as a secret: a kept copy shows it blanked', async () => {
    const message = await codeEmail('012345', 'reset', 15)
    expect(redactSecrets(message.text)).not.toContain('012345')
    expect(redactSecrets(message.html)).not.toContain('012345')
    expect((await codeEmail('012345', 'verify', 15)).subject).toBe('Your confirmation code')
  })
})

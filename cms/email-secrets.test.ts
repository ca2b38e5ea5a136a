import { describe, expect, it } from 'vitest'
import { hasSecrets, redactSecrets, redacted, revealSecrets, secret } from './email-secrets'
import { openSealedMail, sealMail } from './sealed-mail'

describe('secrets in email', () => {
  const text = `Your code:\n${secret('675433')}\nOr open https://site.example/admin/reset/${secret('a1b2c3')}`

  it('reaches the recipient without marks', () => {
    expect(revealSecrets(text)).toBe('Your code:\n675433\nOr open https://site.example/admin/reset/a1b2c3')
  })

  it('is blanked in a kept copy, every one of them', () => {
    const kept = redactSecrets(text)
    expect(kept).not.toContain('675433')
    expect(kept).not.toContain('a1b2c3')
    expect(kept.split(redacted)).toHaveLength(3)
    expect(hasSecrets(kept)).toBe(false)
    expect(hasSecrets(text)).toBe(true)
  })

  it('leaves mail without secrets as it is', () => {
    expect(redactSecrets('Your receipt')).toBe('Your receipt')
    expect(redactSecrets(undefined)).toBeUndefined()
  })
})

describe('the sealed copy', () => {
  const mail = { subject: 'Your code', text: 'Use 675433' }

  it('opens with the secret it was sealed with, and shows nothing readable', () => {
    const sealed = sealMail(mail, 'server-secret-1')
    expect(sealed).not.toContain('675433')
    expect(openSealedMail(sealed, 'server-secret-1')).toEqual(mail)
  })

  it('does not open with another secret, nor once altered', () => {
    const sealed = sealMail(mail, 'server-secret-1')
    expect(openSealedMail(sealed, 'server-secret-2')).toBeNull()
    const altered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA')
    expect(openSealedMail(altered, 'server-secret-1')).toBeNull()
    expect(openSealedMail('v1.x', 'server-secret-1')).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { renderEmail, staffPasswordResetEmail } from '../app/mail/cms-entry'
import { plainTextOf } from './email-adapter'
import { redactSecrets, revealSecrets } from './email-secrets'

describe('the plain-text part of a message', () => {
  it('is written from the HTML when Payload sends HTML only, the secret still marked', async () => {
    const mail = await renderEmail(staffPasswordResetEmail({ siteUrl: 'https://learn.example', token: 'f00d'.repeat(10) }))
    const text = plainTextOf({ html: mail.html })
    expect(text).toBe(mail.text)
    expect(redactSecrets(text)).not.toContain('f00d')
    expect(revealSecrets(text)).toContain(`https://learn.example/admin/reset/${'f00d'.repeat(10)}`)
  })

  it('is the message’s own when it has one, and absent when it has neither', () => {
    expect(plainTextOf({ text: 'Hello', html: '<p>Other</p>' })).toBe('Hello')
    expect(plainTextOf({})).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import { redactSecrets, redacted, revealSecrets } from '@cms/email-secrets'
import { oneTimeCodeEmail } from './one-time-code'
import { renderEmail } from './render-email'

const marks = (part: string) => ({ open: part.split('\uE000').length - 1, close: part.split('\uE001').length - 1 })

describe('one-time code email', () => {
  it('keeps the code’s secret marks through react-email’s HTML and its plain-text conversion, once in each part', async () => {
    const mail = await renderEmail(oneTimeCodeEmail({ siteUrl: 'https://learn.example', code: '012345', purpose: 'reset', minutes: 15 }))
    expect(marks(mail.html)).toEqual({ open: 1, close: 1 })
    expect(marks(mail.text)).toEqual({ open: 1, close: 1 })
    expect(mail.html).toContain('\uE000012345\uE001')
    expect(mail.text).toContain('\uE000012345\uE001')
    expect(mail.subject).not.toContain('012345')
  })

  it('is blanked in a kept copy and whole for the recipient, in both parts', async () => {
    const mail = await renderEmail(oneTimeCodeEmail({ siteUrl: 'https://learn.example', code: '012345', purpose: 'reset', minutes: 15 }))
    for (const part of [mail.text, mail.html]) {
      expect(redactSecrets(part)).not.toContain('012345')
      expect(redactSecrets(part)).toContain(redacted)
      expect(revealSecrets(part)).not.toMatch(/[\uE000\uE001]/)
    }
    expect(revealSecrets(mail.html)).toContain('>012345<')
    // The code is the only six-digit number the recipient reads: what the tests' mail readers look for.
    expect(revealSecrets(mail.text).match(/\b\d{6}\b/g)).toEqual(['012345'])
    expect(revealSecrets(mail.text)).toContain(
      'Use this code to set a new password:\n\n012345\n\nThe code works once and expires in 15 minutes.',
    )
  })

  it('says what the code is for', async () => {
    const verify = await renderEmail(oneTimeCodeEmail({ siteUrl: 'https://learn.example', code: '654321', purpose: 'verify', minutes: 15 }))
    expect(verify.subject).toBe('Your confirmation code')
    expect(verify.text).toContain('Confirm your email')
    expect(verify.text).toContain('Use this code to confirm your email:')
    const reset = await renderEmail(oneTimeCodeEmail({ siteUrl: 'https://learn.example', code: '654321', purpose: 'reset', minutes: 15 }))
    expect(reset.subject).toBe('Your password reset code')
    expect(reset.text).toContain('your password stays as it is')
  })

  it('is drawn by the design system: the layout’s brand and footer, not bare HTML', async () => {
    const { html, text } = await renderEmail(
      oneTimeCodeEmail({ siteUrl: 'https://learn.example', code: '012345', purpose: 'verify', minutes: 15 }),
    )
    expect(html).toContain('prefers-color-scheme: dark')
    expect(html).toContain('class="card"')
    expect(text).toContain('AI Learning · learn.example')
    expect(text).not.toMatch(/<\/?[a-z]/i)
  })
})

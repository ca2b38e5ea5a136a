import { describe, expect, it } from 'vitest'
import { redactSecrets, revealSecrets } from '@cms/email-secrets'
import { emailText, renderEmail } from './render-email'
import { staffPasswordResetEmail } from './staff-password-reset'
import { studentPasswordResetEmail } from './student-password-reset'

const token = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678'
const marks = (part: string) => part.split('\uE000').length - 1

describe('staff password reset email', () => {
  it('links to the admin’s reset page on the site’s address, the token wrapped as a secret once in each part', async () => {
    const mail = await renderEmail(staffPasswordResetEmail({ siteUrl: 'https://learn.example', token }))
    expect(mail.subject).toBe('Reset your admin password')
    expect(marks(mail.html)).toBe(1)
    expect(marks(mail.text)).toBe(1)
    expect(revealSecrets(mail.html)).toContain(`href="https://learn.example/admin/reset/${token}"`)
    expect(revealSecrets(mail.text)).toContain(`Choose a new password\nhttps://learn.example/admin/reset/${token}`)
    expect(`${redactSecrets(mail.html)} ${redactSecrets(mail.text)}`).not.toContain(token)
  })
})

describe('student password reset email', () => {
  it('sends the student to the site’s own reset flow, with their address filled in', async () => {
    const mail = await renderEmail(studentPasswordResetEmail({ siteUrl: 'https://learn.example', email: 'ann+1@example.com' }))
    expect(mail.subject).toBe('Reset your password')
    expect(mail.html).toContain('href="https://learn.example/onboarding/forgot-pass?email=ann%2B1%40example.com"')
    expect(mail.text).toContain('Reset your password\nhttps://learn.example/onboarding/forgot-pass?email=ann%2B1%40example.com')
    expect(mail.html).not.toContain('/admin/reset')
    expect(marks(mail.html)).toBe(0)
  })
})

describe('the plain-text part of mail Payload sends with HTML only', () => {
  it('is the text the same template renders', async () => {
    const mail = await renderEmail(staffPasswordResetEmail({ siteUrl: 'https://learn.example', token }))
    expect(emailText(mail.html)).toBe(mail.text)
  })
})

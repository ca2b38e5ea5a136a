/**
 * The mails that hold a secret or come from Payload itself — the one-time code, the students' and
 * the staff's password-reset mails — drawn by the product's templates, delivered to a real SMTP
 * server (smtp-server) through the site's SMTP adapter: an HTML part in the layout, a plain-text
 * part (added by the adapter where Payload sends HTML only), and the secret whole, without its
 * marks, in both.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { startSmtpInbox, type ReceivedMail } from '../support/smtp-inbox'

const inbox = await startSmtpInbox()
process.env.SMTP_URL = inbox.url // read once by getEnv(), before anything below loads it
process.env.EMAIL_FROM = 'AI Learning <hello@example.test>'
afterAll(() => inbox.close())

const { getPayloadClient } = await import('@cms/get-payload')
const { getEnv } = await import('../../config/env')
const { requestCode } = await import('../../app/auth/server/one-time-code.server')
const { createStudent } = await import('../support/students')

function expectDesignedMail(mail: ReceivedMail) {
  expect(mail.html).toContain('class="card"') // the layout's card, not bare paragraphs
  expect(mail.text).toContain('AI Learning · ')
  expect(mail.text).not.toMatch(/<[a-z]/i)
  expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/[\uE000\uE001]/) // marks removed on the way out
}

describe('mail with a secret, and mail Payload sends', () => {
  it('mails a one-time code in the layout, the same code in the HTML and the plain text', async () => {
    const email = `code-${Date.now()}@example.test`
    await requestCode(email, 'reset', `client-${email}`, { random: () => 204_816 })
    const mail = await inbox.waitFor((m) => m.to === email)
    expect(mail.subject).toBe('Your password reset code')
    expectDesignedMail(mail)
    expect(mail.text.match(/\b\d{6}\b/g)).toEqual(['204816'])
    expect(mail.html).toContain('>204816<')
  })

  it('mails a student’s Payload reset as a link to the site’s reset flow, with a plain-text part', async () => {
    const { student } = await createStudent()
    const payload = await getPayloadClient()
    await payload.forgotPassword({ collection: 'students', data: { email: student.email }, disableEmail: false })
    const mail = await inbox.waitFor((m) => m.to === student.email)
    expect(mail.subject).toBe('Reset your password')
    expectDesignedMail(mail)
    const link = `${getEnv().publicUrl}/onboarding/forgot-pass?email=${encodeURIComponent(student.email)}`
    expect(mail.text).toContain(link)
    expect(mail.html).toContain(`href="${link}"`)
  })

  it('mails a staff reset link on the public address, the token whole in both parts', async () => {
    const payload = await getPayloadClient()
    const email = `staff-${Date.now()}@example.test`
    await payload.create({ collection: 'users', overrideAccess: true, data: { email, password: 'Staff!reset-pass1', roles: ['marketer'] } })
    const token = await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: false })
    const mail = await inbox.waitFor((m) => m.to === email)
    expect(mail.subject).toBe('Reset your admin password')
    expectDesignedMail(mail)
    const link = `${getEnv().publicUrl}/admin/reset/${token}`
    expect(mail.text).toContain(`Choose a new password\n${link}`)
    expect(mail.html).toContain(`href="${link}"`)
  })
})

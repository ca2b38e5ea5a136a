/**
 * Issue #45, item 1: a marketer took over the admin account through the Email outbox (ask for the
 * admin's password reset, read the link in the outbox, set a new password). The outbox is an
 * admin's alone now, and no row keeps a code or a reset link readable (decision 023).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { base, call, latestMail, signUpStudent, type StaffMember, staffMember } from './support'

let admin: StaffMember
let marketer: StaffMember
let support: StaffMember
beforeAll(async () => {
  ;[admin, marketer, support] = await Promise.all([staffMember('admin'), staffMember('marketer'), staffMember('support')])
})

describe('the Email outbox', () => {
  it('is closed to marketers and support, by list, by id and by query', async () => {
    const forgot = await call('/cms/api/users/forgot-password', { method: 'POST', json: { email: admin.email } })
    expect(forgot.status).toBe(200)
    const query = `/cms/api/email-outbox?where[to][equals]=${encodeURIComponent(admin.email)}&sort=-createdAt&limit=1`
    const row = (await latestMail(admin.email)) as { id?: number } | undefined
    expect(row?.id).toBeDefined()
    for (const who of [marketer, support]) {
      expect((await call(query, { token: who.token })).status).toBe(403)
      expect((await call(`/cms/api/email-outbox/${row!.id}`, { token: who.token })).status).toBe(403)
      expect((await call('/cms/api/email-outbox/count', { token: who.token })).status).toBe(403)
    }
  })

  it('keeps an admin reset link blanked; the mail as sent has it, built on the public address whatever Host says', async () => {
    const forgot = await call('/cms/api/users/forgot-password', {
      method: 'POST',
      json: { email: admin.email },
      headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' },
    })
    expect(forgot.status).toBe(200)
    const mail = (await latestMail(admin.email))!
    const kept = `${mail.subject} ${mail.text ?? ''} ${mail.html ?? ''}`
    expect(kept).toContain('[hidden: sent only to the recipient]')
    expect(kept).not.toMatch(/\/admin\/reset\/[0-9a-f]{10,}/)
    const link = /(https?:\/\/[^\s"<]+\/admin\/reset\/([0-9a-f]{20,}))/.exec(mail.delivered ?? '')
    expect(link?.[1]?.startsWith(`${base}/admin/reset/`)).toBe(true)
    expect(mail.delivered).not.toContain('evil.example')
  })

  it('keeps a student’s reset code blanked', async () => {
    const student = await signUpStudent()
    const asked = await call('/onboarding/forgot-pass', {
      method: 'POST',
      body: new URLSearchParams({ email: student.email }),
      browser: 'same-origin',
    })
    expect(asked.status).toBe(302)
    const mail = (await latestMail(student.email))!
    expect(mail.subject).toBe('Your password reset code')
    const code = /\b(\d{6})\b/.exec(mail.delivered ?? '')?.[1]
    expect(code).toMatch(/^\d{6}$/)
    expect(mail.text).not.toMatch(/\b\d{6}\b/)
    // The HTML's colours are six hex digits too (#475569): the code is what must not be there.
    expect(mail.html).not.toMatch(new RegExp(`(?<!#)\\b${code}\\b`))
    expect(`${mail.text} ${mail.html}`).toContain('[hidden: sent only to the recipient]')
  })

  it('the takeover no longer works: a marketer cannot read the token, and a guessed one is refused', async () => {
    await call('/cms/api/users/forgot-password', { method: 'POST', json: { email: admin.email } })
    const asMarketer = await call(`/cms/api/email-outbox?where[to][equals]=${encodeURIComponent(admin.email)}`, { token: marketer.token })
    expect(asMarketer.status).toBe(403)
    expect(await asMarketer.text()).not.toMatch(/\/admin\/reset\//)
    const guessed = await call('/cms/api/users/reset-password', {
      method: 'POST',
      json: { token: 'a'.repeat(40), password: 'Taken!over-pass1' },
    })
    expect(guessed.status).toBeGreaterThanOrEqual(400)
    expect((await call('/cms/api/users/login', { method: 'POST', json: { email: admin.email, password: admin.password } })).status).toBe(
      200,
    )
  })
})

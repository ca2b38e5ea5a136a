/** Payload's forgot-password for students mails the site's own reset flow, never the admin's page. */
import { describe, expect, it } from 'vitest'
import { base, call, latestMail, signUpStudent } from './support'

describe('POST /cms/api/students/forgot-password', () => {
  it('mails a student a link to the site’s reset page, not to the admin', async () => {
    const student = await signUpStudent()
    const response = await call('/cms/api/students/forgot-password', { method: 'POST', json: { email: student.email } })
    expect(response.status).toBe(200)
    const email = await latestMail(student.email)
    expect(email?.subject).toBe('Reset your password')
    expect(email?.html).toContain(`${base}/onboarding/forgot-pass?email=${encodeURIComponent(student.email)}`)
    expect(email?.html).not.toContain('/admin/reset')
  })

  it('leads to a page that mails the student a code', async () => {
    const student = await signUpStudent()
    await call('/cms/api/students/forgot-password', { method: 'POST', json: { email: student.email } })
    const link = /href="([^"]+)"/.exec((await latestMail(student.email))?.html ?? '')?.[1]?.replaceAll('&amp;', '&')
    expect(link).toBeDefined()
    const page = await call(new URL(link!).pathname + new URL(link!).search)
    expect(page.status).toBe(200)
    const prefilled = (await page.text()).includes(`value="${student.email}"`)
    expect(prefilled, 'the reset page opens with the email filled in').toBe(true)
  })
})

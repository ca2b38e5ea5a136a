/**
 * A link in an email or on another site opens a signed-in page with the student still signed in
 * (the session cookie is SameSite=Lax), while writes from another site stay refused.
 */
import { describe, expect, it } from 'vitest'
import { call, evilOrigin, signUpStudent } from './support'

/** What a browser sends when a link on another site (or in a webmail) is followed: no Origin. */
const crossSiteNavigation = { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' }

describe('following a link from another site', () => {
  it('keeps the student signed in on /home', async () => {
    const student = await signUpStudent()
    const response = await call('/home', { cookie: student.cookie, headers: crossSiteNavigation })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('keeps the student signed in when the browser sends no Fetch Metadata', async () => {
    const student = await signUpStudent()
    expect((await call('/home', { cookie: student.cookie })).status).toBe(200)
    expect((await call('/profile', { cookie: student.cookie, headers: { Referer: `${evilOrigin}/newsletter` } })).status).toBe(200)
  })

  it('still sends a visitor without a session to sign in', async () => {
    const response = await call('/home', { headers: crossSiteNavigation })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toMatch(/^\/auth\/signin\b/)
  })

  it('still refuses a cross-site form post that carries the session cookie', async () => {
    const student = await signUpStudent()
    const form = new URLSearchParams({ intent: 'update', firstname: 'Mallory' })
    const forged = await call('/profile/settings', { method: 'POST', body: form, cookie: student.cookie, browser: 'cross-site' })
    expect(forged.status).toBe(403)
    const withoutOrigin = await call('/profile/settings', {
      method: 'POST',
      body: form,
      cookie: student.cookie,
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    })
    expect(withoutOrigin.status).toBe(403)
    const profile = await call('/api/profile', { token: student.token })
    expect(await profile.json()).not.toMatchObject({ firstname: 'Mallory' })
  })
})

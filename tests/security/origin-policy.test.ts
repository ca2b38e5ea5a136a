/** One origin policy for the whole host (docs/decisions/005-origin-policy.md), attacked over HTTP. */
import { describe, expect, it } from 'vitest'
import { base, bodyOf, call, evilOrigin, newClientIp, signUpStudent } from './support'

const signupBody = () => ({ email: `app-${crypto.randomUUID()}@example.com`, password: 'Str0ng-Pass!' })

describe('the origin policy', () => {
  it('lets a native app sign up and sign in with no Origin and no cookie', async () => {
    const account = signupBody()
    expect((await call('/api/auth/signup', { method: 'POST', json: account })).status).toBe(201)
    const signin = await call('/api/auth/signin', { method: 'POST', json: account })
    expect(signin.status).toBe(200)
    expect(await signin.json()).toHaveProperty('token')
  })

  it('refuses the same sign-up from a page on another origin with the API’s JSON error', async () => {
    const response = await call('/api/auth/signup', { method: 'POST', json: signupBody(), browser: 'cross-site' })
    expect(response.status).toBe(403)
    expect(await bodyOf(response)).toEqual({ error: { title: 'Forbidden', message: expect.any(String) } })
    const withoutFetchMetadata = await call('/api/auth/signup', { method: 'POST', json: signupBody(), headers: { Origin: evilOrigin } })
    expect(withoutFetchMetadata.status).toBe(403)
  })

  it('lets an app write with a bearer token and no Origin', async () => {
    const student = await signUpStudent()
    const response = await call('/api/profile', { method: 'PATCH', token: student.token, json: { firstname: 'Ada' } })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ firstname: 'Ada' })
  })

  it('refuses a cookie-carrying write from another site, and one that names no origin at all', async () => {
    const student = await signUpStudent()
    const forged = await call('/api/profile', {
      method: 'PATCH',
      cookie: student.cookie,
      json: { firstname: 'Mallory' },
      browser: 'cross-site',
    })
    expect(forged.status).toBe(403)
    const anonymous = await call('/api/profile', { method: 'PATCH', cookie: student.cookie, json: { firstname: 'Mallory' } })
    expect(anonymous.status).toBe(403)
    const own = await call('/api/profile', {
      method: 'PATCH',
      cookie: student.cookie,
      json: { firstname: 'Grace' },
      browser: 'same-origin',
    })
    expect(own.status).toBe(200)
  })

  it('keeps a student signed in on another local address of the site (outside production)', async () => {
    // Opened at 127.0.0.1 instead of PUBLIC_URL's localhost: the browser sends that origin, and the
    // session cookie must still count (config/env.ts siteOrigins), as it does for PUBLIC_URL.
    const student = await signUpStudent()
    const loopback = base.replace('//localhost:', '//127.0.0.1:')
    const response = await fetch(`${loopback}/api/profile`, {
      method: 'PATCH',
      headers: {
        Cookie: student.cookie,
        Origin: loopback,
        'Sec-Fetch-Site': 'same-origin',
        'Content-Type': 'application/json',
        'X-Forwarded-For': newClientIp(),
      },
      body: JSON.stringify({ firstname: 'Lin' }),
    })
    expect(response.status).toBe(200)
    const forged = await fetch(`${loopback}/api/profile`, {
      method: 'PATCH',
      headers: { Cookie: student.cookie, Origin: evilOrigin, 'Content-Type': 'application/json', 'X-Forwarded-For': newClientIp() },
      body: JSON.stringify({ firstname: 'Mallory' }),
    })
    expect(forged.status).toBe(403)
  })

  it('refuses cross-site form posts on pages and funnel APIs', async () => {
    const form = new URLSearchParams({ email: 'a@example.com', password: 'x' })
    expect((await call('/auth/signin', { method: 'POST', body: form, browser: 'cross-site' })).status).toBe(403)
    expect((await call('/onboarding/challenge_v1', { method: 'POST', body: form, browser: 'cross-site' })).status).toBe(403)
    for (const path of ['/api/funnel-events', '/api/funnel-session', '/api/metadata']) {
      const forged = await call(path, { method: 'POST', json: {}, browser: 'cross-site', cookie: 'payload-token=x; funnel_visitor=y' })
      expect(forged.status).toBe(403)
    }
  })

  it('accepts a same-origin page post identified only by Referer, as older browsers send it', async () => {
    const response = await call('/auth/signin', {
      method: 'POST',
      body: new URLSearchParams({ email: 'nobody@example.com', password: 'Wrong-pass1!' }),
      headers: { Referer: `${base}/auth/signin`, Cookie: 'visitor=1' },
    })
    expect(response.status).toBe(401)
  })

  it('refuses a cross-origin login to Payload (login CSRF), multipart or JSON', async () => {
    const multipart = new FormData()
    multipart.set('email', 'student@example.com')
    multipart.set('password', 'whatever')
    for (const slug of ['students', 'users']) {
      const response = await call(`/cms/api/${slug}/login`, { method: 'POST', body: multipart, headers: { Origin: evilOrigin } })
      expect(response.status).toBe(403)
      expect(response.headers.get('set-cookie')).toBeNull()
      const json = await call(`/cms/api/${slug}/login`, {
        method: 'POST',
        json: { email: 'a@example.com', password: 'x' },
        browser: 'cross-site',
      })
      expect(json.status).toBe(403)
    }
  })

  it('uses the forwarded client address only from a trusted proxy', async () => {
    // Every call here comes from loopback, which TRUST_PROXY=loopback trusts: two addresses, two counts.
    const [first, second] = [newClientIp(), newClientIp()]
    for (let i = 0; i < 10; i++)
      await call('/api/auth/signin', { method: 'POST', json: { email: 'x@example.com', password: 'y' }, ip: first })
    expect((await call('/api/auth/signin', { method: 'POST', json: { email: 'x@example.com', password: 'y' }, ip: first })).status).toBe(
      429,
    )
    expect((await call('/api/auth/signin', { method: 'POST', json: { email: 'x@example.com', password: 'y' }, ip: second })).status).toBe(
      401,
    )
  })
})

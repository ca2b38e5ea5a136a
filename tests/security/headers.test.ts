/** Security headers on every HTML route and on the admin. */
import { describe, expect, it } from 'vitest'
import { call, signUpStudent } from './support'

const pages = [
  '/',
  '/landing-v1',
  '/landing-v2',
  '/luck',
  '/creator',
  '/terms',
  '/privacy',
  '/subscription-terms',
  '/onboarding/challenge_v1',
  '/auth/signin',
  '/auth/signup',
  '/onboarding/app',
  '/offline',
]

function expectCommonHeaders(headers: Headers) {
  expect(headers.get('x-content-type-options')).toBe('nosniff')
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(headers.get('x-frame-options')).toBe('DENY')
  expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  expect(headers.get('x-powered-by')).toBeNull()
}

describe('security headers', () => {
  it.each(pages)('%s has a nonce-based CSP that every script on the page carries', async (path) => {
    const response = await call(path)
    expect(response.status).toBe(200)
    expectCommonHeaders(response.headers)
    const csp = response.headers.get('content-security-policy')!
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toBeTruthy()
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/)
    expect(csp).toContain("object-src 'none'")
    const html = await response.text()
    const scripts = html.match(/<script\b[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
  })

  it('gives every response a new nonce', async () => {
    const nonces = await Promise.all([call('/'), call('/')].map(async (r) => (await r).headers.get('content-security-policy')))
    expect(nonces[0]).not.toBe(nonces[1])
  })

  it.each(['/admin', '/admin/login', '/cms/api/users/me'])('%s has the headers the admin tolerates', async (path) => {
    const response = await call(path)
    expectCommonHeaders(response.headers)
  })

  it('sends no HSTS over plain http (PUBLIC_URL is http here)', async () => {
    expect((await call('/')).headers.get('strict-transport-security')).toBeNull()
  })

  it('never lets a shared cache keep a signed-in page or its data', async () => {
    const student = await signUpStudent()
    for (const path of ['/home', '/profile', '/courses']) {
      const response = await call(path, { cookie: student.cookie, headers: { 'Sec-Fetch-Site': 'same-origin' } })
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
    }
    for (const path of ['/api/profile', '/api/streak/stats', '/cms/api/students/me']) {
      const response = await call(path, { token: student.token })
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
    }
  })

  it('keeps long caching of static assets for signed-in visitors too', async () => {
    const student = await signUpStudent()
    const html = await (await call('/')).text()
    const asset = /\/assets\/[^"]+\.js/.exec(html)![0]
    const response = await call(asset, { cookie: student.cookie })
    expect(response.headers.get('cache-control')).toContain('immutable')
  })

  it('keeps the platform cookie away from scripts', async () => {
    const response = await call('/auth/signin?platform=android')
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toContain('app_platform=android')
    expect(cookie).toMatch(/HttpOnly/i)
  })
})

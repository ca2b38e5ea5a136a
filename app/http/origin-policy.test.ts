import { describe, expect, it } from 'vitest'
import { checkOrigin } from './origin-policy'

const publicUrl = 'https://learn.example.com'
const request = (method: string, headers: Record<string, string> = {}, url = 'http://localhost:3000/api/profile') => ({
  method,
  url,
  header: (name: string) => headers[name.toLowerCase()],
})
const passes = (method: string, headers?: Record<string, string>, url?: string) => checkOrigin(request(method, headers, url), publicUrl).ok

describe('the origin policy', () => {
  it('lets every read through, whoever asks', () => {
    expect(passes('GET', { origin: 'https://evil.example', cookie: 'payload-token=x', 'sec-fetch-site': 'cross-site' })).toBe(true)
    expect(passes('HEAD')).toBe(true)
    expect(passes('OPTIONS', { origin: 'https://evil.example' })).toBe(true)
  })

  it('lets the apps write with a bearer token and no cookie, with or without an Origin', () => {
    expect(passes('POST', { authorization: 'Bearer abc' })).toBe(true)
    expect(passes('PATCH', { authorization: 'JWT abc' })).toBe(true)
  })

  it('lets an app or a script without cookie or browser headers sign up and sign in', () => {
    expect(passes('POST', {})).toBe(true)
    expect(passes('POST', { 'content-type': 'application/json' })).toBe(true)
  })

  it('treats a bearer call that also carries a cookie as a browser call', () => {
    expect(passes('POST', { authorization: 'Bearer abc', cookie: 'payload-token=x', origin: 'https://evil.example' })).toBe(false)
    expect(passes('POST', { authorization: 'Bearer abc', cookie: 'payload-token=x' })).toBe(false)
  })

  it('accepts a browser request the browser marks same-origin or user-initiated', () => {
    expect(passes('POST', { cookie: 'a=b', 'sec-fetch-site': 'same-origin' })).toBe(true)
    expect(passes('POST', { 'sec-fetch-site': 'none' })).toBe(true)
  })

  it('refuses a cross-site browser request, with a cookie or without (login CSRF)', () => {
    expect(passes('POST', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).toBe(false)
    expect(passes('POST', { cookie: 'payload-token=x', 'sec-fetch-site': 'same-site', origin: 'https://shop.example.com' })).toBe(false)
    expect(passes('POST', { origin: 'https://evil.example' })).toBe(false)
  })

  it('falls back to Origin, then Referer, for browsers without Sec-Fetch-Site', () => {
    expect(passes('POST', { cookie: 'a=b', origin: 'http://localhost:3000' })).toBe(true)
    expect(passes('POST', { cookie: 'a=b', origin: publicUrl })).toBe(true)
    expect(passes('POST', { cookie: 'a=b', referer: 'http://localhost:3000/onboarding/x?y=1' })).toBe(true)
    expect(passes('POST', { cookie: 'a=b', referer: 'https://evil.example/page' })).toBe(false)
    expect(passes('POST', { cookie: 'a=b', origin: 'null' })).toBe(false)
    expect(passes('POST', { cookie: 'a=b' })).toBe(false)
  })

  it('does not mistake another port or scheme of this host for this site', () => {
    expect(passes('POST', { cookie: 'a=b', origin: 'http://localhost:3001' })).toBe(false)
    expect(passes('POST', { cookie: 'a=b', origin: 'http://learn.example.com' })).toBe(false)
  })
})

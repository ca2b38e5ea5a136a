import { describe, expect, it } from 'vitest'
import { isSameOrigin } from './same-origin.server'

const post = (headers: Record<string, string>) =>
  new Request('http://localhost:3000/api/funnel-events', { method: 'POST', headers })

describe('isSameOrigin', () => {
  it('accepts the site itself, by Origin or, without one, by Referer', () => {
    expect(isSameOrigin(post({ origin: 'http://localhost:3000' }))).toBe(true)
    expect(isSameOrigin(post({ referer: 'http://localhost:3000/onboarding/challenge_v1?x=1' }))).toBe(true)
  })

  it('accepts the public address when a proxy forwards to another host', () => {
    expect(isSameOrigin(post({ origin: 'https://learn.example.com' }), 'https://learn.example.com')).toBe(true)
  })

  it('refuses other sites, an opaque origin and a request that names none', () => {
    expect(isSameOrigin(post({ origin: 'https://evil.example' }), 'https://learn.example.com')).toBe(false)
    expect(isSameOrigin(post({ origin: 'http://localhost:3001' }))).toBe(false)
    expect(isSameOrigin(post({ origin: 'null' }))).toBe(false)
    expect(isSameOrigin(post({}))).toBe(false)
  })
})

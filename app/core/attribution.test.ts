import { describe, expect, it } from 'vitest'
import { attributionOf } from './attribution'

describe('attributionOf', () => {
  it('reads the funnel page query string and the landing variant it carries', () => {
    const request = new Request('http://site.test/onboarding/challenge_100k?utm_source=fb&landing=v1&country=GB')
    expect(attributionOf(request)).toEqual({ landingVariant: 'v1', params: { utm_source: 'fb', landing: 'v1' } })
  })

  it('reads the page that made an API call from its Referer', () => {
    const request = new Request('http://site.test/api/funnel-session', {
      method: 'POST',
      headers: { referer: 'http://site.test/onboarding/challenge_v2?landing=v2&gclid=abc' },
    })
    expect(attributionOf(request)).toEqual({ landingVariant: 'v2', params: { landing: 'v2', gclid: 'abc' } })
  })

  it('reads a form post made on the funnel page from that page, whose ad parameters the action leaves out', () => {
    const request = new Request('http://site.test/onboarding/challenge_100k', {
      method: 'POST',
      headers: { referer: 'http://site.test/onboarding/challenge_100k?utm_source=fb&fbclid=abc' },
    })
    expect(attributionOf(request).params).toEqual({ utm_source: 'fb', fbclid: 'abc' })
    const elsewhere = new Request('http://site.test/onboarding/challenge_100k?utm_source=tt', {
      method: 'POST',
      headers: { referer: 'http://other.test/onboarding/challenge_100k?utm_source=fb' },
    })
    expect(attributionOf(elsewhere).params).toEqual({ utm_source: 'tt' })
  })

  it('tracks anything else as none', () => {
    expect(attributionOf(new Request('http://site.test/onboarding/x?landing=v3')).landingVariant).toBe('none')
    expect(attributionOf(new Request('http://site.test/api/funnel-session')).params).toEqual({})
  })
})

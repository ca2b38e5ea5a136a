import { describe, expect, it } from 'vitest'
import { adParamsOf, classifyTraffic, normalizeSource, sourceOf } from './traffic'

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

describe('classifyTraffic', () => {
  it('counts browsers, not crawlers, scripts without a User-Agent or staff previews', () => {
    expect(classifyTraffic({ userAgent: iphone, staffPreview: false })).toBe('visitor')
    expect(
      classifyTraffic({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', staffPreview: false }),
    ).toBe('bot')
    expect(classifyTraffic({ userAgent: 'curl/8.5.0', staffPreview: false })).toBe('bot')
    expect(classifyTraffic({ userAgent: null, staffPreview: false })).toBe('bot')
    expect(classifyTraffic({ userAgent: '  ', staffPreview: false })).toBe('bot')
    expect(classifyTraffic({ userAgent: iphone, staffPreview: true })).toBe('preview')
  })
})

describe('sourceOf', () => {
  it('takes utm_source, cleaned, else the network a click id names, else none', () => {
    expect(sourceOf({ utm_source: ' Facebook ', utm_medium: 'cpc' })).toBe('facebook')
    expect(sourceOf({ utm_source: 'News Letter #4' })).toBe('news_letter_4')
    expect(sourceOf({ gclid: 'abc' })).toBe('google')
    expect(sourceOf({ utm_source: 'tiktok', fbclid: 'x' })).toBe('tiktok')
    expect(sourceOf({ utm_source: '***', ttclid: 'x' })).toBe('tiktok')
    expect(sourceOf({ landing: 'v1' })).toBeNull()
    expect(sourceOf({ fbclid: '' })).toBeNull()
  })

  it('never produces the report’s own tokens (none) and *', () => {
    expect(normalizeSource('(none)')).toBe('none')
    expect(normalizeSource('*')).toBeNull()
    expect(normalizeSource('x'.repeat(100))).toHaveLength(64)
  })
})

describe('adParamsOf', () => {
  it('keeps utm_* and click ids only', () => {
    expect(adParamsOf({ utm_source: 'fb', utm_campaign: 'spring', fbclid: 'x', landing: 'v1', country: 'GB' })).toEqual({
      utm_source: 'fb',
      utm_campaign: 'spring',
      fbclid: 'x',
    })
    expect(adParamsOf({ landing: 'v1' })).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { bodyLimitFor, bodyLimits, checkBodySize } from './body-limit'

describe('body limits', () => {
  it('gives the JSON API 64 KB, forms 256 KB and the CMS its upload size', () => {
    expect(bodyLimitFor('/api/funnel-events', false)).toBe(64 * 1024)
    expect(bodyLimitFor('/auth/signin', false)).toBe(256 * 1024)
    expect(bodyLimitFor('/cms/api/media', true)).toBe(bodyLimits.cms)
  })

  it('refuses a declared length over the limit before reading it', () => {
    expect(checkBodySize({ contentLength: '65537' }, 65_536)).toMatchObject({ ok: false, status: 413 })
    expect(checkBodySize({ contentLength: '65536' }, 65_536)).toEqual({ ok: true })
    expect(checkBodySize({ contentLength: 'lots' }, 65_536)).toMatchObject({ ok: false, status: 413 })
  })

  it('asks for a length when the body is chunked, and passes requests with no body', () => {
    expect(checkBodySize({ transferEncoding: 'chunked' }, 65_536)).toMatchObject({ ok: false, status: 411 })
    expect(checkBodySize({}, 65_536)).toEqual({ ok: true })
  })
})

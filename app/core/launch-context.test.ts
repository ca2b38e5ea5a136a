import { describe, expect, it } from 'vitest'
import { launchContext } from './launch-context'

describe('launchContext', () => {
  it('defaults browsers to the web platform, not installed', () => {
    expect(launchContext(new URL('http://x/home'), null)).toEqual({ platform: 'web', isPwa: false })
  })
  it('reads the platform from the query, then the cookie', () => {
    expect(launchContext(new URL('http://x/?platform=ios'), 'app_platform=android').platform).toBe('ios')
    expect(launchContext(new URL('http://x/'), 'a=1; app_platform=android').platform).toBe('android')
    expect(launchContext(new URL('http://x/?platform=nokia'), null).platform).toBe('web')
  })
  it('recognises an installed web app', () => {
    expect(launchContext(new URL('http://x/?pwa=1'), null).isPwa).toBe(true)
    expect(launchContext(new URL('http://x/'), 'display_mode=standalone').isPwa).toBe(true)
  })
})

describe('a malformed cookie', () => {
  it('counts as absent instead of failing the page', () => {
    expect(launchContext(new URL('https://example.com/home'), 'app_platform=%ff; display_mode=%E0%A4%A')).toEqual({
      platform: 'web',
      isPwa: false,
    })
  })
})

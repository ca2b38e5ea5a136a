import { describe, expect, it } from 'vitest'
import { installPlatform } from './install-platform'

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1'
const pixel = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36'

describe('installPlatform', () => {
  it('shows the platform the link names', () => {
    expect(installPlatform('android', iphone)).toBe('android')
    expect(installPlatform('ios', pixel)).toBe('ios')
  })
  it('falls back to the device for web, unknown or missing platforms', () => {
    for (const asked of ['web', 'IOS', 'windows', '', null]) {
      expect(installPlatform(asked, iphone), String(asked)).toBe('ios')
      expect(installPlatform(asked, pixel), String(asked)).toBe('android')
    }
  })
  it('shows the Android steps when nothing is known', () => {
    expect(installPlatform(null, null)).toBe('android')
    expect(installPlatform('x'.repeat(5000), 'curl/8')).toBe('android')
  })
})

import { describe, expect, it } from 'vitest'
import { isAdParam, withoutAdParams } from './ad-params'

describe('ad parameters', () => {
  it('knows utm_* and the click ids, and nothing a page reads', () => {
    for (const name of ['utm_source', 'utm_campaign', 'fbclid', 'gclid', 'ttclid', 'msclkid']) expect(isAdParam(name)).toBe(true)
    for (const name of ['preview', 'country', 'platform', 'pwa', 'landing', 'deviceId', 'utm']) expect(isAdParam(name)).toBe(false)
  })

  it('drops them from a query string and keeps the rest in order', () => {
    expect(withoutAdParams('?utm_source=fb&fbclid=abc')).toBe('')
    expect(withoutAdParams('?preview=1&utm_source=fb&country=DE')).toBe('?preview=1&country=DE')
    expect(withoutAdParams('')).toBe('')
  })
})

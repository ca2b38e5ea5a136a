import { describe, expect, it } from 'vitest'
import { requestCountry, requestCurrency } from './request-country'

const request = (query = '', headers: Record<string, string> = {}) =>
  new Request(`https://example.com/onboarding/challenge_v1${query}`, { headers })

describe('requestCountry', () => {
  it('reads the country headers in order: Cloudflare, Vercel, then x-country-code', () => {
    expect(requestCountry(request('', { 'x-country-code': 'AU', 'x-vercel-ip-country': 'CA' }))).toBe('CA')
    expect(requestCountry(request('', { 'x-country-code': 'au', 'cf-ipcountry': 'GB', 'x-vercel-ip-country': 'CA' }))).toBe('GB')
    expect(requestCountry(request('', { 'x-country-code': 'au' }))).toBe('AU')
  })

  it('lets ?country= win over every header', () => {
    expect(requestCountry(request('?country=gb', { 'cf-ipcountry': 'CA' }))).toBe('GB')
  })

  it('treats a malformed code as unknown and falls through to the next source', () => {
    expect(requestCountry(request('?country=GBR', { 'cf-ipcountry': 'XX1', 'x-country-code': 'CA' }))).toBe('CA')
    expect(requestCountry(request())).toBeUndefined()
  })
})

describe('requestCurrency', () => {
  it('maps the country to the paywall currency, USD when unknown', () => {
    expect(requestCurrency(request('?country=GB'))).toBe('GBP')
    expect(requestCurrency(request('', { 'cf-ipcountry': 'CA' }))).toBe('CAD')
    expect(requestCurrency(request('', { 'x-vercel-ip-country': 'AU' }))).toBe('AUD')
    expect(requestCurrency(request('', { 'cf-ipcountry': 'DE' }))).toBe('USD')
  })
})

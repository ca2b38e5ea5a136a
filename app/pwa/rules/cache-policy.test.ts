import { describe, expect, it } from 'vitest'
import { swMayStore, swStrategy } from './cache-policy'

const origin = 'https://learn.example'
const get = (path: string, mode = 'cors') => ({ method: 'GET', url: `${origin}${path}`, mode })
const ok = { status: 200, type: 'basic', cacheControl: 'public, max-age=31536000, immutable' }

describe('swStrategy', () => {
  it('serves fingerprinted assets from the cache first', () => {
    expect(swStrategy(get('/assets/entry.client-AbC123.js'), origin)).toBe('cache-first')
    expect(swStrategy(get('/assets/app-9f8e.css', 'no-cors'), origin)).toBe('cache-first')
  })

  it('fetches pages from the network, with the offline page as the fallback', () => {
    for (const path of ['/home', '/course/4/topic/2/lesson/9?page=2', '/', '/offline', '/onboarding/app?platform=ios']) {
      expect(swStrategy(get(path, 'navigate'), origin), path).toBe('page')
    }
  })

  it('leaves the API, the CMS, the admin and the worker itself to the browser, navigations included', () => {
    for (const path of [
      '/api/profile',
      '/api',
      '/api/openapi.json',
      '/cms/api/students/me',
      '/admin',
      '/admin/collections/funnels',
      '/adminx',
      '/_next/static/chunk.js',
      '/healthz',
      '/dev/payments/renewals',
      '/sw.js',
    ]) {
      expect(swStrategy(get(path), origin), path).toBe('network')
      expect(swStrategy(get(path, 'navigate'), origin), `${path} navigated`).toBe('network')
    }
  })

  it('leaves writes, other origins and unfingerprinted files to the browser', () => {
    expect(swStrategy({ method: 'POST', url: `${origin}/auth/logout`, mode: 'navigate' }, origin)).toBe('network')
    expect(swStrategy({ ...get('/assets/a.js'), method: 'HEAD' }, origin)).toBe('network')
    expect(swStrategy({ method: 'GET', url: 'https://cdn.example/assets/a.js', mode: 'cors' }, origin)).toBe('network')
    expect(swStrategy(get('/assets/a.js?v=2'), origin)).toBe('network')
    expect(swStrategy(get('/favicon.svg'), origin)).toBe('network')
    expect(swStrategy(get('/manifest.webmanifest'), origin)).toBe('network')
    expect(swStrategy(get('/home?_data=routes%2Fhome'), origin)).toBe('network')
  })
})

describe('swMayStore', () => {
  it('keeps complete public answers for assets and the offline page', () => {
    expect(swMayStore(`${origin}/assets/app-1.css`, ok, origin)).toBe(true)
    expect(swMayStore(`${origin}/offline`, { ...ok, cacheControl: 'no-cache' }, origin)).toBe(true)
    expect(swMayStore(`${origin}/offline`, { ...ok, cacheControl: null }, origin)).toBe(true)
  })

  it('never keeps a private or no-store answer, whatever its address', () => {
    for (const cacheControl of [
      'private, no-store',
      'no-store',
      'private',
      'max-age=60, PRIVATE',
      'no-store,max-age=0',
      'private="set-cookie"',
    ]) {
      expect(swMayStore(`${origin}/offline`, { ...ok, cacheControl }, origin), cacheControl).toBe(false)
      expect(swMayStore(`${origin}/assets/a.js`, { ...ok, cacheControl }, origin), cacheControl).toBe(false)
    }
  })

  it('never keeps pages, API answers or the CMS, however they are marked', () => {
    for (const path of [
      '/home',
      '/api/profile',
      '/api/streak/list',
      '/cms/api/courses',
      '/admin',
      '/',
      '/offline?x=1',
      '/assets/a.js?v=1',
    ]) {
      expect(swMayStore(`${origin}${path}`, ok, origin), path).toBe(false)
    }
  })

  it('never keeps errors, redirects, partial or opaque answers, or another origin', () => {
    for (const status of [206, 301, 404, 500]) expect(swMayStore(`${origin}/assets/a.js`, { ...ok, status }, origin)).toBe(false)
    for (const type of ['opaque', 'opaqueredirect', 'cors'])
      expect(swMayStore(`${origin}/assets/a.js`, { ...ok, type }, origin)).toBe(false)
    expect(swMayStore('https://evil.example/assets/a.js', ok, origin)).toBe(false)
  })
})

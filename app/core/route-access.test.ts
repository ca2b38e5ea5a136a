import { describe, expect, it } from 'vitest'
import { isOnboardingRoute, isPublicPath, routeAccess, safeRedirect } from './route-access'

const visitor = { signedIn: false, isPwa: false, platform: 'web' as const }
const student = { ...visitor, signedIn: true }

describe('routeAccess', () => {
  it('lets visitors see public paths and the landing', () => {
    for (const path of [
      '/',
      '/privacy',
      '/auth/signin',
      '/onboarding/challenge_v1',
      '/certificate/9',
      '/landing-v1',
      '/luck/paywall',
      '/offline',
    ]) {
      expect(routeAccess(path, visitor), path).toEqual({ allow: true })
    }
  })
  it('matches the landing variants exactly', () => {
    expect(isPublicPath('/landing-v1')).toBe(true)
    expect(isPublicPath('/landing-v1/x')).toBe(false)
  })
  it('sends visitors on private pages to sign-in with where they were going', () => {
    expect(routeAccess('/course/4', visitor)).toEqual({ allow: false, redirectTo: '/auth/signin?redirectTo=%2Fcourse%2F4' })
  })
  it('sends an installed web app to the app onboarding instead', () => {
    expect(routeAccess('/home', { ...visitor, isPwa: true, platform: 'ios' })).toEqual({
      allow: false,
      redirectTo: '/onboarding/app?platform=ios',
    })
  })
  it('sends signed-in students from entry, auth and funnel pages home', () => {
    for (const path of [
      '/',
      '/auth/signin',
      '/auth/signup',
      '/onboarding/app',
      '/onboarding/x',
      '/experiment',
      '/creator',
      '/luck/set-email',
    ]) {
      expect(routeAccess(path, student), path).toEqual({ allow: false, redirectTo: '/home' })
    }
    expect(routeAccess('/home', student)).toEqual({ allow: true })
    expect(routeAccess('/privacy', student)).toEqual({ allow: true })
  })
  it('lets a signed-in student stay on the landing paywalls and the payment outcome pages', () => {
    for (const path of ['/luck/paywall', '/creator/paywall', '/experiment/success-payment', '/experiment/fail-payment']) {
      expect(routeAccess(path, student), path).toEqual({ allow: true })
    }
    expect(routeAccess('/experiment/challenge_v1', student)).toEqual({ allow: false, redirectTo: '/home' })
  })
  it('knows the onboarding routes', () => {
    expect(['/', '/payment', '/onboarding', '/onboarding/x', '/auth/signin', '/creator'].every(isOnboardingRoute)).toBe(true)
    expect(isOnboardingRoute('/auth/signup')).toBe(false)
  })
  it('follows only same-site redirect targets', () => {
    expect(safeRedirect('/course/1')).toBe('/course/1')
    expect(safeRedirect('//evil.example')).toBe('/home')
    expect(safeRedirect('https://evil.example')).toBe('/home')
    expect(safeRedirect(null)).toBe('/home')
  })
  it('resolves targets as a browser would before trusting them', () => {
    const site = 'https://learn.example.com'
    for (const attack of [
      '/\t/evil.example',
      '/%09/evil.example'.replace('%09', '\t'),
      '/\\evil.example',
      '/.//evil.example',
      '/\r\n/evil.example',
      '//evil.example/x',
      '/../..//evil.example',
    ]) {
      expect(safeRedirect(attack, '/home', site), JSON.stringify(attack)).toBe('/home')
    }
    expect(safeRedirect('/course/1?page=2#task', '/home', site)).toBe('/course/1?page=2#task')
    expect(safeRedirect('/курс\r\nSet-Cookie: x=1', '/home', site)).toBe('/%D0%BA%D1%83%D1%80%D1%81Set-Cookie:%20x=1')
  })
})

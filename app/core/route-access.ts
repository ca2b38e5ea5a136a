/**
 * Who may see which page (spec §2). Pure: the root loader feeds it the path and the session and
 * follows the answer; API routes do not use it (they answer 401 instead of redirecting).
 */
import type { Platform } from './launch-context'

export type { Platform }
export type AccessContext = { signedIn: boolean; isPwa: boolean; platform: Platform }
export type AccessDecision = { allow: true } | { allow: false; redirectTo: string }

const publicPrefixes = [
  'privacy',
  'terms',
  'subscription-terms',
  'auth',
  'payment',
  'onboarding',
  'certificate',
  'experiment',
  'creator',
  'luck',
  'landing-v1',
  'landing-v2',
  // Not in the spec's list: the service worker's offline page, cached without a session (app/pwa).
  'offline',
  // The funnel studio's phone preview: it answers staff only (app/funnel/preview), students included get a 404.
  'studio-preview',
  // The content live preview: it answers content staff only (app/content-preview), everyone else gets a 404.
  'content-preview',
]
/** Spec: these paths are compared exactly, not as prefixes. */
const exactOnly = new Set(['landing-v1', 'landing-v2'])

const firstSegment = (pathname: string) => pathname.split('/').filter(Boolean)[0] ?? ''
const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`)

export function isPublicPath(pathname: string): boolean {
  if (pathname === '/') return true
  const segment = firstSegment(pathname)
  if (!publicPrefixes.includes(segment)) return false
  return exactOnly.has(segment) ? pathname.replace(/\/$/, '') === `/${segment}` : true
}

/** Spec: "/, /payment, /onboarding, /onboarding/*, /auth/signin and /creator are onboarding routes". */
export function isOnboardingRoute(pathname: string): boolean {
  return (
    pathname === '/' ||
    under(pathname, '/payment') ||
    under(pathname, '/onboarding') ||
    pathname === '/auth/signin' ||
    pathname === '/creator'
  )
}

const signedInGoHome = ['/auth/signin', '/auth/signup', '/onboarding/app']
const funnelPrefixes = ['/experiment', '/onboarding', '/creator', '/luck']
/**
 * Exceptions to "a signed-in student on a funnel path goes home": the landings' paywalls come right
 * after their sign-up, and a buyer must see how their payment ended.
 */
const signedInPurchasePages = ['/luck/paywall', '/creator/paywall', '/experiment/success-payment', '/experiment/fail-payment']

export function routeAccess(pathname: string, context: AccessContext): AccessDecision {
  if (context.signedIn) {
    if (pathname === '/' || signedInGoHome.includes(pathname)) return { allow: false, redirectTo: '/home' }
    if (signedInPurchasePages.includes(pathname)) return { allow: true }
    if (funnelPrefixes.some((prefix) => under(pathname, prefix))) return { allow: false, redirectTo: '/home' }
    return { allow: true }
  }
  if (isPublicPath(pathname)) return { allow: true }
  if (context.isPwa) return { allow: false, redirectTo: `/onboarding/app?platform=${context.platform}` }
  return { allow: false, redirectTo: `/auth/signin?redirectTo=${encodeURIComponent(pathname)}` }
}

/**
 * Only same-origin paths are followed after sign-in, so redirectTo cannot send anyone elsewhere.
 * The target is resolved the way a browser would (`new URL(target, publicUrl)`: tabs and line
 * breaks dropped, `\` read as `/`, dot segments removed) and kept only if it stays on this origin
 * and its path cannot be read as another host (`//host`). The result is ASCII (non-Latin-1 is
 * percent-encoded), so it is always a valid Location header.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/home', publicUrl = 'http://localhost'): string {
  if (!target || !target.startsWith('/')) return fallback
  let url: URL
  try {
    url = new URL(target, publicUrl)
  } catch {
    return fallback
  }
  if (url.origin !== new URL(publicUrl).origin || url.pathname.startsWith('//')) return fallback
  return `${url.pathname}${url.search}${url.hash}`
}

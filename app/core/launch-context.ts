/** Where the site runs: a browser, or the Android or iOS app's shell. */
export type Platform = 'web' | 'android' | 'ios'

/**
 * How the site knows where it runs (decision 003). Browsers are the web platform unless the app
 * shell says otherwise: `?platform=android|ios|web` (stored in the `app_platform` cookie by the
 * response that saw it), else that cookie, else web. An installed web app is recognised by
 * `?pwa=1` or the `display_mode=standalone` cookie the page sets from the display-mode media query.
 */
export const platformCookie = 'app_platform'
export const displayModeCookie = 'display_mode'
const platforms: Platform[] = ['web', 'android', 'ios']

export type LaunchContext = { platform: Platform; isPwa: boolean }

export function readCookie(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key !== name) continue
    try {
      return decodeURIComponent(rest.join('='))
    } catch {
      return undefined // a malformed cookie counts as absent
    }
  }
  return undefined
}

export function launchContext(url: URL, cookieHeader: string | null): LaunchContext {
  const asked = url.searchParams.get('platform') ?? readCookie(cookieHeader, platformCookie)
  const platform = platforms.find((value) => value === asked) ?? 'web'
  const isPwa = url.searchParams.get('pwa') === '1' || readCookie(cookieHeader, displayModeCookie) === 'standalone'
  return { platform, isPwa }
}

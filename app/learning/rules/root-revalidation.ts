import { isPublicPath } from '../../core/route-access'

type Navigation = { currentUrl: URL; nextUrl: URL; formMethod?: string }

/**
 * Whether the root's data (signed in, the translation flags) still holds on a move between two
 * signed-in pages, so the root's loader need not run again. Each signed-in page's own loader checks
 * the session, so nothing is let through. The point is what happens when that move fails (offline):
 * with single fetch a failed request fails every loader it carried; left out of it, the root keeps
 * its data and the error lands in the page's own boundary, inside the app shell with its tab bar.
 * Submissions, public pages and a launch that names its platform load the root as usual.
 */
export function rootDataHolds({ currentUrl, nextUrl, formMethod }: Navigation): boolean {
  if (formMethod && formMethod.toUpperCase() !== 'GET') return false
  if (nextUrl.searchParams.has('platform')) return false
  return !isPublicPath(currentUrl.pathname) && !isPublicPath(nextUrl.pathname)
}

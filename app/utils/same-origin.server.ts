import { getEnv } from '../../server/env'

/**
 * Mutations accept only requests the site's own pages made: the Origin header (or, when a browser
 * leaves it out, the Referer) must be this site. Anything else is answered 403, so another site
 * cannot submit forms, save funnel progress or post events in a visitor's name.
 */
export function assertSameOrigin(request: Request): void {
  if (!isSameOrigin(request, getEnv().publicUrl)) {
    throw new Response('Cross-site requests are not accepted.', { status: 403 })
  }
}

/** Same origin as the request itself, or as the public address the site is served under. */
export function isSameOrigin(request: Request, publicUrl?: string): boolean {
  const claimed = request.headers.get('origin') ?? originOf(request.headers.get('referer'))
  if (!claimed || claimed === 'null') return false
  return claimed === new URL(request.url).origin || claimed === originOf(publicUrl)
}

function originOf(url: string | null | undefined): string | undefined {
  if (!url) return undefined
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

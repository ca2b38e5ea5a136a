/**
 * The one origin policy of the whole host (site, product API, Payload REST and admin); the
 * reasoning is in docs/decisions/005-origin-policy.md.
 *
 * - Reads (GET, HEAD, OPTIONS) pass.
 * - A request that authenticates with an `Authorization` header and carries no cookie cannot be
 *   forged by another site (a page cannot make a browser attach that header cross-site without a
 *   CORS preflight we never grant), so the native apps pass without an Origin.
 * - A browser request — it carries a cookie, or the browser announced itself with Sec-Fetch-Site —
 *   must come from this site: `Sec-Fetch-Site: same-origin|none`, or else Origin (or, without it,
 *   Referer) must be this host or the public address.
 * - A request with neither cookie nor Sec-Fetch-Site (curl, an app signing up) passes unless it
 *   names a foreign Origin: it holds no ambient credentials a forger could borrow.
 */
export type OriginVerdict = { ok: true } | { ok: false; reason: string }

export type OriginRequest = {
  method: string
  /** The address this request reached, as the host sees it (protocol + Host header). */
  url: string
  header: (name: string) => string | null | undefined
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])
const crossSite = 'Cross-site requests are not accepted.'

export function checkOrigin(request: OriginRequest, publicUrl: string): OriginVerdict {
  if (safeMethods.has(request.method.toUpperCase())) return { ok: true }
  const cookie = Boolean(request.header('cookie'))
  const fetchSite = request.header('sec-fetch-site')?.toLowerCase()
  if (request.header('authorization') && !cookie) return { ok: true }
  if (fetchSite === 'same-origin' || fetchSite === 'none') return { ok: true }

  const own = new Set([originOf(request.url), originOf(publicUrl)].filter(Boolean))
  const origin = request.header('origin')
  // An opaque Origin (`null`: sandboxed frames, some redirects) is a claim that never matches.
  const claimed = origin === 'null' ? 'null' : origin ? originOf(origin) : originOf(request.header('referer'))
  const browser = cookie || Boolean(fetchSite)
  if (claimed) return own.has(claimed) ? { ok: true } : { ok: false, reason: crossSite }
  return browser ? { ok: false, reason: 'This request must come from the site itself.' } : { ok: true }
}

function originOf(url: string | null | undefined): string | undefined {
  if (!url) return undefined
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

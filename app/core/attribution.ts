/** The landing page a visitor started from, as tracked: `/landing-v1`, `/landing-v2`, or none. */
export type LandingVariant = 'v1' | 'v2' | 'none'

export type Attribution = { landingVariant: LandingVariant; params: Record<string, string> }

const maxParams = 20
const maxLength = 200

/**
 * Where a funnel visit came from: the page's query string (ad parameters; the spec's
 * `query_params`) and the landing variant the start button carried (`landing=v1|v2`), read from the
 * funnel page itself or, for the browser's save calls and the page's own form posts, from the page
 * that made them (Referer).
 */
export function attributionOf(request: Request): Attribution {
  const own = new URL(request.url)
  const referer = safeUrl(request.headers.get('referer') ?? '')
  // The page's own form posts leave ad parameters out of their action (funnel-player.tsx); the page
  // they were posted from still has them.
  const fromPage = referer && (own.pathname.startsWith('/api/') || (referer.origin === own.origin && referer.pathname === own.pathname))
  const page = fromPage ? referer : own
  const params: Record<string, string> = {}
  for (const [key, value] of page?.searchParams ?? []) {
    if (Object.keys(params).length >= maxParams) break
    if (key === 'preview' || key === 'country') continue
    params[key.slice(0, 50)] = value.slice(0, maxLength)
  }
  return { landingVariant: params.landing === 'v1' || params.landing === 'v2' ? params.landing : 'none', params }
}

function safeUrl(value: string): URL | undefined {
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}

import type { RequestHandler } from 'express'

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Every mutation of the site (form posts, /api) must come from the site's own pages: the Origin
 * header — or, when a browser leaves it out, the Referer — names this host or the public address.
 * Anything else is answered 403 before Remix sees it. (The admin and its API, proxied earlier,
 * have Payload's own CSRF check.)
 */
export function sameOriginMutations(publicUrl: string): RequestHandler {
  const publicOrigin = originOf(publicUrl)
  return (req, res, next) => {
    if (safeMethods.has(req.method)) return next()
    const claimed = req.get('origin') ?? originOf(req.get('referer'))
    const own = `${req.protocol}://${req.get('host')}`
    if (claimed && claimed !== 'null' && (claimed === own || claimed === publicOrigin)) return next()
    const message = 'Cross-site requests are not accepted.'
    if (req.path.startsWith('/api/')) res.status(403).json({ error: { title: 'Forbidden', message } })
    else res.status(403).type('text/plain').send(message)
  }
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

import { randomFillSync } from 'node:crypto'
import type { RequestHandler, Response } from 'express'
import helmet from 'helmet'

/**
 * Security headers for every response. The site gets a strict Content-Security-Policy whose
 * script-src is a per-request nonce (app/entry.server.tsx hands it to React and Remix's <Scripts>);
 * styles allow inline because server-rendered `style` attributes (progress bars, framer-motion)
 * are part of the markup. Lottie animations that use expressions would need 'unsafe-eval'; ours
 * have none, and a marketer's upload that does shows as a still image rather than widening the
 * policy for every page.
 *
 * The admin (Next.js) renders inline scripts without a nonce, so it gets what it tolerates: no
 * framing, nosniff, the referrer policy, HSTS and the cross-origin isolation headers.
 */
export type HeaderOptions = { https: boolean; dev: boolean; formActionOrigins?: readonly string[] }

export function cspNonce(res: Response): string {
  return String(res.locals.cspNonce ?? '')
}

export function siteHeaders({ https, dev, formActionOrigins = [] }: HeaderOptions): RequestHandler {
  const headers = helmet({ contentSecurityPolicy: false, ...common(https) })
  // The policy is the same for every response but for the nonce: it is written once, around a gap
  // for the nonce. (Helmet re-validated and re-joined every directive per response, ~1 % of a
  // page's CPU under load.)
  const policy = contentSecurityPolicy(https, formActionOrigins)
  const [beforeNonce, afterNonce] = policy.split(nonceGap) as [string, string]
  const [framedBefore, framedAfter] = policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'").split(nonceGap) as [string, string]
  return (req, res, next) => {
    const nonce = nextNonce()
    res.locals.cspNonce = nonce
    // The funnel studio's phone preview (app/routes/studio-preview.tsx) and the content live preview
    // (app/routes/content-preview.tsx) are framed by the admin on this origin.
    const framed = framedPaths.has(req.path)
    // Vite's development server injects its own inline scripts; the policy applies to builds.
    if (!dev) res.setHeader('Content-Security-Policy', framed ? framedBefore + nonce + framedAfter : beforeNonce + nonce + afterNonce)
    if (!framed) return headers(req, res, next)
    headers(req, res, () => {
      res.setHeader('X-Frame-Options', 'SAMEORIGIN')
      next()
    })
  }
}

const nonceGap = '\0nonce\0'
const framedPaths = new Set(['/studio-preview', '/content-preview'])

function contentSecurityPolicy(https: boolean, formActionOrigins: readonly string[]): string {
  // A separator or a quote in a configured origin would end the directive and start another.
  const unsafe = formActionOrigins.find((origin) => /[;,'"\s]/.test(origin))
  if (unsafe !== undefined) throw new Error(`A form-action origin must be a plain origin, not ${JSON.stringify(unsafe)}`)
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", `'nonce-${nonceGap}'`],
    ['script-src-attr', "'none'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'"],
    // Lesson videos (and their caption tracks) play in the lesson from the https address the CMS
    // holds for them, wherever it is hosted (issue #46); media cannot run script.
    ['media-src', "'self'", 'https:', 'data:', 'blob:'],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    // The checkout form answers with a redirect to the provider's hosted page, which form-action
    // also governs (docs/decisions/006).
    ['form-action', "'self'", ...formActionOrigins],
    ['frame-ancestors', "'none'"],
    ...(https ? [['upgrade-insecure-requests'] as [string]] : []),
  ]
  return directives.map((directive) => directive.join(' ')).join(';')
}

/**
 * A page's nonce: 16 bytes from the CSPRNG, never reused. They are drawn 256 at a time into a pool,
 * one call to the generator per 256 pages instead of one per page (~2 % of a page's CPU under
 * load, docs/decisions/008).
 */
const noncePool = Buffer.alloc(16 * 256)
let nonceOffset = noncePool.length

export function nextNonce(): string {
  if (nonceOffset === noncePool.length) {
    randomFillSync(noncePool)
    nonceOffset = 0
  }
  const nonce = noncePool.toString('base64', nonceOffset, nonceOffset + 16)
  nonceOffset += 16
  return nonce
}

export function adminHeaders({ https }: HeaderOptions): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc, frameAncestors: ["'none'"] },
    },
    ...common(https),
  })
}

function common(https: boolean) {
  return {
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' as const },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  }
}

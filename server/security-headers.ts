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
  const headers = helmet({
    // Vite's development server injects its own inline scripts; the policy applies to builds.
    contentSecurityPolicy: dev
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", (_req, res) => `'nonce-${cspNonce(res as Response)}'`],
            scriptSrcAttr: ["'none'"],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:'],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'"],
            mediaSrc: ["'self'", 'data:', 'blob:'],
            workerSrc: ["'self'", 'blob:'],
            manifestSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            // The checkout form answers with a redirect to the provider's hosted page, which
            // form-action also governs (docs/decisions/006).
            formAction: ["'self'", ...formActionOrigins],
            frameAncestors: ["'none'"],
            ...(https ? { upgradeInsecureRequests: [] } : {}),
          },
        },
    ...common(https),
  })
  return (req, res, next) => {
    res.locals.cspNonce = nextNonce()
    headers(req, res, next)
  }
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

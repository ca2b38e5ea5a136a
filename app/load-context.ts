import type { RequestContext } from './core/request-context.server'

// What host/http-app.ts passes to every loader and action.
declare module '@remix-run/node' {
  interface AppLoadContext {
    clientIp?: string
    /** This response's Content-Security-Policy nonce (app/entry.server.tsx). */
    cspNonce?: string
    /** When this request arrived (ISO); a page served from memory fills it in per response (host/page-cache.ts). */
    requestTime?: string
    /** What this request reads once for all its loaders (app/core/request-context.server.ts). */
    requestContext?: RequestContext
  }
}
export {}

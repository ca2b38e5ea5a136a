// What server/http-app.ts passes to every loader and action.
declare module '@remix-run/node' {
  interface AppLoadContext {
    clientIp?: string
    /** This response's Content-Security-Policy nonce (app/entry.server.tsx). */
    cspNonce?: string
    /** When this request arrived (ISO); a page served from memory fills it in per response (server/page-cache.ts). */
    requestTime?: string
  }
}
export {}

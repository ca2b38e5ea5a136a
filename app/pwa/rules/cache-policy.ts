/**
 * What the service worker may do with a request and may keep of a response — the whole caching
 * decision, pure so it is unit-tested here and embedded verbatim in `/sw.js`
 * (app/pwa/service-worker-script.ts puts each function's source into the script). Each function is
 * therefore self-contained: no imports, no module constants, no helpers outside its own body.
 *
 * Nothing personal is ever stored, so nothing crosses users on a shared device: the cache holds
 * only fingerprinted build assets and the offline page. Pages are never stored (signed-in HTML is
 * personal), neither are the JSON API, the CMS, the admin, or any response marked private/no-store.
 */
export type SwRequest = { method: string; url: string; mode: string }
export type SwResponse = { status: number; type: string; cacheControl: string | null }
/**
 * - `network`: not handled by the worker at all (the browser fetches as if it did not exist);
 * - `cache-first`: a fingerprinted asset, whose content never changes under its name;
 * - `page`: a navigation, from the network, falling back to the cached offline page.
 */
export type SwStrategy = 'network' | 'cache-first' | 'page'

export function swStrategy(request: SwRequest, origin: string): SwStrategy {
  if (request.method !== 'GET') return 'network'
  const url = new URL(request.url)
  if (url.origin !== origin) return 'network'
  const path = url.pathname
  // The JSON API, Payload's REST API and admin (/admin*), the health check, the simulators, the worker itself.
  if (/^\/(api|cms|_next|healthz|dev)(\/|$)/.test(path) || path.startsWith('/admin') || path === '/sw.js') return 'network'
  if (request.mode === 'navigate') return 'page'
  if (path.startsWith('/assets/') && !url.search) return 'cache-first'
  return 'network'
}

/** Whether a response fetched for `url` may go into the cache: the offline page or an asset, complete and public. */
export function swMayStore(url: string, response: SwResponse, origin: string): boolean {
  const parsed = new URL(url)
  if (parsed.origin !== origin || parsed.search) return false
  if (parsed.pathname !== '/offline' && !parsed.pathname.startsWith('/assets/')) return false
  if (response.status !== 200 || response.type !== 'basic') return false
  const directives = (response.cacheControl ?? '').toLowerCase()
  return !/(^|[\s,])(private|no-store)([\s,=]|$)/.test(directives)
}

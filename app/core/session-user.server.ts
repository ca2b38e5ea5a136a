import { executeAuthStrategies } from 'payload'
import { noRequestContext, type RequestContext } from './request-context.server'
import { parseCookies } from 'payload/shared'
import { getPayloadClient } from '@cms/get-payload'
import { withKeptSessionStudent } from './kept-session-student.server'

/**
 * Who Payload's own session says is calling — the `payload-token` cookie or an
 * `Authorization: Bearer|JWT` header — through Payload's auth strategies. Unlike `payload.auth`,
 * it does not compute the caller's permissions on every collection (a few milliseconds per page,
 * measured in docs/decisions/008), and a request without credentials costs nothing.
 */
export function sessionUser(request: Request, context: RequestContext = noRequestContext) {
  // The root loader and the page's loader both ask: the request's context reads it once for both.
  return context.once('session-user', () => readSessionUser(request))
}

async function readSessionUser(request: Request) {
  const payload = await getPayloadClient()
  const cookies = request.headers.get('cookie') ?? ''
  const hasCredentials = request.headers.has('authorization') || cookies.includes(`${payload.config.cookiePrefix}-token=`)
  if (!hasCredentials) return null
  const headers = readsTakeTheCookie(request, `${payload.config.cookiePrefix}-token`)
  const { user } = await executeAuthStrategies({ headers, payload: withKeptSessionStudent(payload), canSetHeaders: false })
  return user
}

/**
 * Payload counts the session cookie only on a request that proves it comes from the site (its
 * Origin, else `Sec-Fetch-Site`). That is right for writes, but a link in an email or on another
 * site opens a page with `Sec-Fetch-Site: cross-site` (older browsers: no Fetch Metadata at all),
 * and the student would look signed out. A GET or HEAD changes nothing, and the cookie is
 * SameSite=Lax, so another site can make the browser send it only with a top-level navigation:
 * for reads the cookie's token counts as it is. Writes keep Payload's check and the host's origin
 * policy (docs/decisions/005).
 */
function readsTakeTheCookie(request: Request, cookieName: string): Headers {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || request.headers.has('authorization')) return request.headers
  const token = parseCookies(request.headers).get(cookieName)
  if (!token) return request.headers
  const headers = new Headers(request.headers)
  headers.set('authorization', `JWT ${token}`)
  return headers
}

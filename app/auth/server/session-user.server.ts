import { executeAuthStrategies } from 'payload'
import { getPayloadClient } from '../../../cms/get-payload'

/**
 * Who Payload's own session says is calling — the `payload-token` cookie or an
 * `Authorization: Bearer|JWT` header — through Payload's auth strategies. Unlike `payload.auth`,
 * it does not compute the caller's permissions on every collection (a few milliseconds per page,
 * measured in docs/decisions/008), and a request without credentials costs nothing.
 */
export function sessionUser(request: Request) {
  // The root loader and the page's loader ask at the same time, each with its own copy of the
  // request: one read answers both. Only reads in flight are shared (none is kept once answered),
  // and not for a form post, whose action may change the account before the page's loaders run.
  if (request.method !== 'GET' && request.method !== 'HEAD') return readSessionUser(request)
  const key = `${request.headers.get('authorization') ?? ''}\n${request.headers.get('cookie') ?? ''}`
  let user = inFlight.get(key)
  if (!user) {
    user = readSessionUser(request)
    inFlight.set(key, user)
    const forget = () => inFlight.delete(key)
    user.then(forget, forget)
  }
  return user
}

const inFlight = new Map<string, ReturnType<typeof readSessionUser>>()

async function readSessionUser(request: Request) {
  const payload = await getPayloadClient()
  const cookies = request.headers.get('cookie') ?? ''
  const hasCredentials = request.headers.has('authorization') || cookies.includes(`${payload.config.cookiePrefix}-token=`)
  if (!hasCredentials) return null
  const { user } = await executeAuthStrategies({ headers: request.headers, payload, canSetHeaders: false })
  return user
}

import { executeAuthStrategies } from 'payload'
import { getPayloadClient } from '../../cms/get-payload'

/**
 * Who Payload's own session says is calling — the `payload-token` cookie or an
 * `Authorization: Bearer|JWT` header — through Payload's auth strategies. Unlike `payload.auth`,
 * it does not compute the caller's permissions on every collection (a few milliseconds per page,
 * measured in docs/decisions/008), and a request without credentials costs nothing.
 */
export async function sessionUser(request: Request) {
  const payload = await getPayloadClient()
  const cookies = request.headers.get('cookie') ?? ''
  const hasCredentials = request.headers.has('authorization') || cookies.includes(`${payload.config.cookiePrefix}-token=`)
  if (!hasCredentials) return null
  const { user } = await executeAuthStrategies({ headers: request.headers, payload, canSetHeaders: false })
  return user
}

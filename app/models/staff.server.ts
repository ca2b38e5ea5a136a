import { getPayloadClient } from '../../cms/get-payload'
import type { User } from '../../cms/payload-types'

/** The staff member signed into /admin on this browser (same origin, same cookie), if any. */
export async function getStaffUser(request: Request): Promise<(User & { collection: 'users' }) | null> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  return user && user.collection === 'users' ? (user as User & { collection: 'users' }) : null
}

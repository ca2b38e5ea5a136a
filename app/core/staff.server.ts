import { requestContextOf, type RequestContext } from '~/core/request-context.server'
import { sessionUser } from './session-user.server'
import type { User } from '@cms/payload-types'

/** The staff member signed into /admin on this browser (same origin, same cookie), if any. */
export async function getStaffUser(
  request: Request,
  context?: { requestContext?: RequestContext },
): Promise<(User & { collection: 'users' }) | null> {
  const user = await sessionUser(request, requestContextOf(context))
  return user && user.collection === 'users' ? (user as User & { collection: 'users' }) : null
}

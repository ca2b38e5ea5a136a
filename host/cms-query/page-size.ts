import type { Request } from 'express'
import { executeAuthStrategies, type Payload } from 'payload'
import { isStaffUser } from '@cms/access/roles'

/** The most documents one Payload REST read may hold (`limit`), for everyone but staff. */
export const maxCmsLimit = 100

/**
 * Why a read asks for too many documents at once, or null: `limit` 1 to 100, `pagination=false`
 * only with such a limit. Payload reads `limit=0` as "all of them".
 */
export function pageSizeProblem({ limit, pagination }: Record<string, unknown>): string | null {
  if (limit !== undefined && !(typeof limit === 'string' && /^\d{1,9}$/.test(limit) && Number(limit) >= 1 && Number(limit) <= maxCmsLimit))
    return `limit must be a whole number from 1 to ${maxCmsLimit}.`
  if (pagination === 'false' && limit === undefined) return `pagination=false needs a limit of at most ${maxCmsLimit}.`
  return null
}

/**
 * Staff are not capped: the admin itself asks for `limit=0` to load a relationship field's chosen
 * documents and for bulk edits. Asked only when a read is over the cap, so others pay nothing.
 */
export async function isStaffRequest(payload: Payload, req: Request): Promise<boolean> {
  if (!req.get('authorization') && !req.get('cookie')?.includes(`${payload.config.cookiePrefix}-token=`)) return false
  const headers = new Headers()
  for (const name of ['authorization', 'cookie']) if (req.get(name)) headers.set(name, req.get(name)!)
  const { user } = await executeAuthStrategies({ headers, payload, canSetHeaders: false })
  return isStaffUser(user)
}

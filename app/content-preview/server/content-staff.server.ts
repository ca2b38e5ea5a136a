import { contentRoles, hasRole } from '@cms/access/roles'
import type { User } from '@cms/payload-types'
import { getStaffUser } from '~/core/staff.server'
import { notFoundPage } from './not-found'

export type ContentStaff = User & { collection: 'users' }

/**
 * Admins and marketers only (decision 023): the preview shows drafts and unsaved text. Anyone else —
 * visitors, students, support staff — gets the site's plain 404, as for the funnel studio's preview.
 */
export async function requireContentStaff(request: Request): Promise<ContentStaff> {
  const staff = await getStaffUser(request)
  if (!staff || !hasRole(staff, ...contentRoles)) throw notFoundPage()
  return staff
}

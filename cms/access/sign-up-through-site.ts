import type { Access } from 'payload'
import { hasRole, isStaffUser } from './roles'

/**
 * Accounts are created by the site's sign-up (which applies the password rules, the rate limit and
 * attaches funnel answers) or by an admin; a raw POST to /cms/api/students is refused, and so is a
 * marketer or support member in the admin panel (which calls the Local API as its user).
 */
export const signUpThroughSite: Access = ({ req }) => {
  if (isStaffUser(req.user)) return hasRole(req.user, 'admin')
  return req.payloadAPI === 'local'
}

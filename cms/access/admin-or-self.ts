import type { Access } from 'payload'
import { hasRole, isStaffUser } from './roles'

/**
 * Admins see every staff account; other staff only their own. Ids are per collection, so a student
 * whose id equals a staff member's must match nothing here: only a `users` account is "self".
 */
export const adminOrSelf: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (!isStaffUser(req.user)) return false
  return { id: { equals: req.user!.id } }
}

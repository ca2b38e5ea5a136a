import type { Access } from 'payload'
import { hasRole } from './roles'

/** Admins see every staff account; anyone else only their own. */
export const adminOrSelf: Access = ({ req }) => {
  if (!req.user) return false
  if (hasRole(req.user, 'admin')) return true
  return { id: { equals: req.user.id } }
}

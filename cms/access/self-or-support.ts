import type { Access } from 'payload'
import { hasRole, isStudentUser, supportRoles } from './roles'

/** Students read only their own account; admins and support see every student. */
export const selfOrSupport: Access = ({ req }) => {
  if (hasRole(req.user, ...supportRoles)) return true
  if (isStudentUser(req.user)) return { id: { equals: req.user!.id } }
  return false
}

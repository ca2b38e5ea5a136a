import type { Access } from 'payload'
import { hasRole, isStudentUser } from './roles'

/** Students read and change only their own account; staff see every student. */
export const selfOrStaff: Access = ({ req }) => {
  if (hasRole(req.user, 'admin', 'marketer')) return true
  if (isStudentUser(req.user)) return { id: { equals: req.user!.id } }
  return false
}

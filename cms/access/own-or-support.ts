import type { Access } from 'payload'
import { hasRole, isStudentUser } from './roles'

/** A student reads only the documents whose `student` is them; staff read all. */
export const ownOrStaff: Access = ({ req }) => {
  if (hasRole(req.user, 'admin', 'marketer')) return true
  if (isStudentUser(req.user)) return { student: { equals: req.user!.id } }
  return false
}

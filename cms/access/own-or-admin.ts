import type { Access } from 'payload'
import { hasRole, isStudentUser } from './roles'

/** Private to the student (their assistant chats): nobody but an admin reads them with them. */
export const ownOrAdmin: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (isStudentUser(req.user)) return { student: { equals: req.user!.id } }
  return false
}

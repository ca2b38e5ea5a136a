import type { Access } from 'payload'
import { hasRole, isStudentUser, supportRoles } from './roles'

/** A student reads only the documents whose `student` is them; admins and support read all. */
export const ownOrSupport: Access = ({ req }) => {
  if (hasRole(req.user, ...supportRoles)) return true
  if (isStudentUser(req.user)) return { student: { equals: req.user!.id } }
  return false
}

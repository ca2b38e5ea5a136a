import type { FieldAccess } from 'payload'
import { hasRole, isStaffUser } from './roles'

/** A staff account's field only its owner and admins read (colleagues get name and email only). */
export const adminOrSelfField: FieldAccess = ({ req, doc }) =>
  hasRole(req.user, 'admin') || (isStaffUser(req.user) && doc?.id !== undefined && req.user!.id === doc.id)

import type { Access } from 'payload'
import { hasRole, staffRoles } from './roles'

/** Any signed-in staff member, whatever the role: the admin's own state (edit locks, preferences), students' feedback. */
export const isStaff: Access = ({ req }) => hasRole(req.user, ...staffRoles)

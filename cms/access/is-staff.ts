import type { Access } from 'payload'
import { hasRole } from './roles'

/** Any signed-in staff member (admin or marketer). */
export const isStaff: Access = ({ req }) => hasRole(req.user, 'admin', 'marketer')

import type { Access } from 'payload'
import { hasRole, supportRoles } from './roles'

/** Admins and support: students' orders and saved cards (brand and last four digits). */
export const isSupportStaff: Access = ({ req }) => hasRole(req.user, ...supportRoles)

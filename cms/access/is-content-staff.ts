import type { Access } from 'payload'
import { contentRoles, hasRole } from './roles'

/** Admins and marketers: funnels, experiments, landing and learning content, media, reports. */
export const isContentStaff: Access = ({ req }) => hasRole(req.user, ...contentRoles)

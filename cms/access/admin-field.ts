import type { FieldAccess } from 'payload'
import { hasRole } from './roles'

/** Fields only an admin (or the site's own server code, which runs with access overridden) sets. */
export const adminField: FieldAccess = ({ req }) => hasRole(req.user, 'admin')

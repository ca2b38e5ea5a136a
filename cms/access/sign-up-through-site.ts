import type { Access } from 'payload'
import { hasRole } from './roles'

/**
 * Accounts are created by the site's sign-up (which applies the password rules, the rate limit and
 * attaches funnel answers) or by an admin; a raw POST to /cms/api/students is refused.
 */
export const signUpThroughSite: Access = ({ req }) => hasRole(req.user, 'admin') || req.payloadAPI === 'local'

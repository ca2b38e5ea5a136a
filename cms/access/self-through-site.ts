import type { Access } from 'payload'
import { hasRole, isStudentUser } from './roles'

/**
 * A student changes or deletes their own account only through the site (profile, settings,
 * metadata, password change — Payload's Local API, called after the product's own checks), never
 * straight through /cms/api, which would skip the password rules, re-authentication and size
 * limits. Admins may correct any account.
 */
export const selfThroughSite: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (!isStudentUser(req.user) || req.payloadAPI !== 'local') return false
  return { id: { equals: req.user!.id } }
}

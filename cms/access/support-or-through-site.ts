import type { Access } from 'payload'
import { hasRole, isStaffUser, supportRoles } from './roles'

/**
 * Admins and support read everything; other staff nothing, even through the admin panel (which calls
 * the Local API too); anyone else only through the site's own server code (Payload's Local API),
 * which looks a document up by a key the visitor already holds. Over /cms/api a list or a guessed
 * row id would otherwise enumerate documents meant to be found only by an unguessable key.
 */
export const supportOrThroughSite: Access = ({ req }) => {
  if (isStaffUser(req.user)) return hasRole(req.user, ...supportRoles)
  return req.payloadAPI === 'local'
}

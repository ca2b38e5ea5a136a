import type { Access } from 'payload'
import { hasRole, isStudentUser } from './roles'

/**
 * A student changes their own progress only through the site (Payload's Local API, called by the
 * learning rules in app/), never straight through /cms/api: otherwise anyone could mark a course
 * completed with one REST call. Admins may correct anything.
 */
export const ownThroughSite: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  if (!isStudentUser(req.user) || req.payloadAPI !== 'local') return false
  return { student: { equals: req.user!.id } }
}

/** Create cannot return a query; the owner field (fields/owner.ts) forces `student` to the caller. */
export const createThroughSite: Access = ({ req }) => hasRole(req.user, 'admin') || (isStudentUser(req.user) && req.payloadAPI === 'local')

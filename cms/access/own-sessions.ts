import type { FieldAccess } from 'payload'

/**
 * An account's login sessions are its own. Payload's default compares ids only, and ids are per
 * collection: support member 7 reading student 7 would get the student's sessions.
 */
export const ownSessions =
  (collection: 'students' | 'users'): FieldAccess =>
  ({ doc, req }) =>
    req.user?.collection === collection && doc?.id !== undefined && req.user.id === doc.id

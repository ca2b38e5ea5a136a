import type { Access } from 'payload'
import { contentRoles, hasRole } from './roles'

/** Content staff read drafts; everyone else (support included) reads only what is published. */
export const publishedOrContentStaff: Access = ({ req }) => {
  if (hasRole(req.user, ...contentRoles)) return true
  return { _status: { equals: 'published' } }
}

import type { Access } from 'payload'
import { hasRole } from './roles'

/** Staff read drafts; everyone else reads only what is published. */
export const publishedOrStaff: Access = ({ req }) => {
  if (hasRole(req.user, 'admin', 'marketer')) return true
  return { _status: { equals: 'published' } }
}

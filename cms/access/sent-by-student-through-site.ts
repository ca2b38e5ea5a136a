import type { Access } from 'payload'
import { isStudentUser } from './roles'

/**
 * Feedback and reports are sent by students, and only through the product's API (the site's
 * server calls the Local API as the student): never straight through /cms/api, and never made up
 * by staff. The owner field (fields/owner.ts) forces `student` to the caller.
 */
export const sentByStudentThroughSite: Access = ({ req }) => isStudentUser(req.user) && req.payloadAPI === 'local'

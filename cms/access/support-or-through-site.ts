import type { Access } from 'payload'
import { hasRole } from './roles'

/**
 * Staff read everything; anyone else only through the site's own server code (Payload's Local API),
 * which looks a document up by a key the visitor already holds. Over /cms/api a list or a guessed
 * row id would otherwise enumerate documents meant to be found only by an unguessable key.
 */
export const staffOrThroughSite: Access = ({ req }) => hasRole(req.user, 'admin', 'marketer') || req.payloadAPI === 'local'

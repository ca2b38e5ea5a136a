import type { Access } from 'payload'

/**
 * Written only by the site's own server, through the Local API with `overrideAccess` after it has
 * checked the visitor's cookies; never through REST or the admin.
 */
export const serverOnly: Access = () => false

import type { CollectionConfig } from 'payload'
import { serverOnly } from '../../access/server-only'

/**
 * One row per counted attempt (sign-in, sign-up, reset) when RATE_LIMIT_STORE=database, so every
 * process serving the site counts the same attempts (app/http/rate-limit-database-store.server.ts). Rows
 * older than the longest window are deleted as new ones arrive.
 */
export const RateLimitHits: CollectionConfig = {
  slug: 'rate-limit-hits',
  admin: { hidden: true },
  lockDocuments: false,
  access: { read: serverOnly, create: serverOnly, update: serverOnly, delete: serverOnly },
  fields: [
    { name: 'key', type: 'text', required: true, index: true },
    { name: 'hitAt', type: 'date', required: true, index: true },
  ],
}

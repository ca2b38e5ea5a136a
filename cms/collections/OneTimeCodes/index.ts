import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { serverOnly } from '../../access/server-only'

/**
 * Six-digit codes mailed for the post-purchase and password-reset steps. Only a hash is stored; a
 * code expires after 15 minutes or 5 wrong tries (app/auth/server/one-time-code.server.ts).
 */
export const OneTimeCodes: CollectionConfig = {
  slug: 'one-time-codes',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'purpose', 'expiresAt', 'attempts', 'usedAt'] },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: serverOnly, update: serverOnly, delete: isAdmin },
  fields: [
    { name: 'email', type: 'text', required: true, index: true },
    { name: 'purpose', type: 'select', required: true, options: ['verify', 'reset'] },
    { name: 'codeHash', type: 'text', required: true, access: { read: () => false } },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0, min: 0 },
    { name: 'usedAt', type: 'date' },
  ],
}

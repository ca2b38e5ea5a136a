import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { isStaff } from '../../access/is-staff'
import { serverOnly } from '../../access/server-only'

/**
 * Email the site sent while no SMTP server is configured (the embedded default): captured here so
 * a newcomer can read the code or link and finish the flow offline. Empty when SMTP_URL is set.
 */
export const EmailOutbox: CollectionConfig = {
  slug: 'email-outbox',
  labels: { singular: 'Outbox email', plural: 'Email outbox' },
  admin: { group: 'Settings', useAsTitle: 'subject', defaultColumns: ['to', 'subject', 'createdAt'] },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: serverOnly, update: serverOnly, delete: isAdmin },
  fields: [
    { name: 'to', type: 'text', required: true, index: true },
    { name: 'from', type: 'text' },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'html', type: 'textarea' },
  ],
}

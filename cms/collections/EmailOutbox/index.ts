import type { CollectionConfig } from 'payload'
import { adminField } from '../../access/admin-field'
import { isAdmin } from '../../access/is-admin'
import { serverOnly } from '../../access/server-only'
import { openDeliveredCopy } from './open-delivered-copy'

/** queued → sent (SMTP took it) | kept (no SMTP: this row is the delivered copy) | failed (retries used up). */
export const outboxStatuses = ['queued', 'sent', 'kept', 'failed'] as const

/**
 * Every email the site sends. Without SMTP (the embedded default) a row is the email itself. With
 * SMTP_URL the product's own emails (receipts, welcome, reminders) are still written here first,
 * keyed by the event that caused them, then delivered and retried from here
 * (app/mail/server/outbox.server.ts).
 *
 * Admins only (decision 023): the rows name students and what they bought. Secrets — one-time
 * codes, reset links — are never kept readable: `text` and `html` show them blanked, and the mail
 * as sent is `sealed` (encrypted, never returned by the API) while it still has to be delivered.
 * While email is simulated (no SMTP_URL) an admin sees it opened in `delivered`, so a newcomer can
 * finish a sign-up offline (cms/email-secrets.ts).
 */
export const EmailOutbox: CollectionConfig = {
  slug: 'email-outbox',
  labels: { singular: 'Outbox email', plural: 'Email outbox' },
  admin: { useAsTitle: 'subject', defaultColumns: ['to', 'subject', 'status', 'createdAt'] },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: serverOnly, update: serverOnly, delete: isAdmin },
  hooks: { beforeRead: [openDeliveredCopy] },
  fields: [
    { name: 'to', type: 'text', required: true, index: true },
    { name: 'from', type: 'text' },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', admin: { description: 'As kept: codes and links that let someone in are blanked.' } },
    { name: 'html', type: 'textarea' },
    {
      name: 'delivered',
      label: 'As the recipient gets it',
      type: 'textarea',
      virtual: true,
      access: { read: adminField, create: () => false, update: () => false },
      admin: {
        readOnly: true,
        condition: (data) => typeof data?.delivered === 'string',
        description:
          'This site sends no email yet (no mail server is set), so the message stays here, code and links included. Only admins see it.',
      },
    },
    { name: 'sealed', type: 'text', hidden: true },
    {
      name: 'key',
      type: 'text',
      unique: true,
      admin: { position: 'sidebar', description: 'The event this email is for (one email per event, however often it is reported).' },
    },
    { name: 'status', type: 'select', options: [...outboxStatuses], defaultValue: 'kept', index: true, admin: { position: 'sidebar' } },
    { name: 'attempts', type: 'number', defaultValue: 0, min: 0, admin: { position: 'sidebar' } },
    { name: 'nextAttemptAt', type: 'date', index: true, admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'sentAt', type: 'date', admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'lastError', type: 'text', admin: { position: 'sidebar', description: 'Why the last delivery failed.' } },
  ],
}

import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { isStaff } from '../../access/is-staff'
import { serverOnly } from '../../access/server-only'

/** queued → sent (SMTP took it) | kept (no SMTP: this row is the delivered copy) | failed (retries used up). */
export const outboxStatuses = ['queued', 'sent', 'kept', 'failed'] as const

/**
 * Every email the site sends. Without SMTP (the embedded default) a row is the email itself, so a
 * newcomer can read a code or link in the admin and finish the flow offline. With SMTP_URL the
 * product's own emails (receipts, welcome, reminders) are still written here first, keyed by the
 * event that caused them, then delivered and retried from here (app/mail/server/outbox.server.ts).
 */
export const EmailOutbox: CollectionConfig = {
  slug: 'email-outbox',
  labels: { singular: 'Outbox email', plural: 'Email outbox' },
  admin: { group: 'Settings', useAsTitle: 'subject', defaultColumns: ['to', 'subject', 'status', 'createdAt'] },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: serverOnly, update: serverOnly, delete: isAdmin },
  fields: [
    { name: 'to', type: 'text', required: true, index: true },
    { name: 'from', type: 'text' },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'html', type: 'textarea' },
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

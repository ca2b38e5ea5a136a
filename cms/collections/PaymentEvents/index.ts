import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { serverOnly } from '../../access/server-only'
import { paymentSystems } from '@schemas/payments/payment-system'

/**
 * The audit trail: every verified provider report the site received, applied or not. An applied
 * report's `eventKey` is unique, so a replay is recorded as a duplicate and changes nothing; a
 * refused one (wrong amount, unknown order, stale) keeps its reason and a capped copy of the body.
 * Unverified ones (bad signature, not JSON), which anyone can send, are only counted: one row per
 * provider, reason and day (app/payments/server/webhook-refusals.server.ts).
 */
export const PaymentEvents: CollectionConfig = {
  slug: 'payment-events',
  labels: { singular: 'Payment event', plural: 'Payment events' },
  admin: {
    useAsTitle: 'type',
    defaultColumns: ['provider', 'type', 'result', 'reason', 'order', 'createdAt'],
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: serverOnly, update: serverOnly, delete: isAdmin },
  fields: [
    { name: 'provider', type: 'select', required: true, options: [...paymentSystems] },
    {
      name: 'eventKey',
      type: 'text',
      unique: true,
      admin: { description: 'Set on applied events, and on the daily count of unverified ones.' },
    },
    { name: 'type', type: 'text', required: true },
    { name: 'result', type: 'select', required: true, index: true, options: ['applied', 'duplicate', 'refused', 'ignored'] },
    { name: 'reason', type: 'text' },
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true },
    {
      name: 'body',
      type: 'json',
      admin: {
        description: 'The report as received (bodies over 8 KB are cut); for unverified ones, their count and a few short samples.',
      },
    },
  ],
}

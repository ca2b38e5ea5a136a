import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { ownOrSupport } from '../../access/own-or-support'
import { serverOnly } from '../../access/server-only'
import { currencies } from '../Plans/prices'
import { paymentSystems } from '@schemas/payments/payment-system'
import { changesStudentData } from '../../hooks/student-data-changed'

/**
 * One money movement reported by a provider: a first charge, a renewal, an upsell or a refund,
 * successful or not. Written only by the webhook handlers; `idempotencyKey` is unique in the
 * database, so a replayed or concurrent report can never record the same movement twice.
 */
export const Payments: CollectionConfig = {
  slug: 'payments',
  hooks: changesStudentData,
  labels: { singular: 'Payment', plural: 'Payments' },
  admin: {
    useAsTitle: 'providerOrderId',
    defaultColumns: ['providerOrderId', 'kind', 'status', 'amountCents', 'currency', 'errorCode', 'createdAt'],
  },
  defaultSort: '-createdAt',
  // Students read their own (billing history, subscriptions) through the site with their own session.
  access: { read: ownOrSupport, create: serverOnly, update: serverOnly, delete: isAdmin },
  fields: [
    { name: 'idempotencyKey', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true },
    { name: 'student', type: 'relationship', relationTo: 'students', index: true },
    { name: 'provider', type: 'select', required: true, options: [...paymentSystems] },
    { name: 'kind', type: 'select', required: true, options: ['charge', 'renewal', 'upsell', 'plan_change', 'refund'] },
    {
      name: 'subscription',
      type: 'relationship',
      relationTo: 'subscriptions',
      index: true,
      admin: { description: 'The subscription a renewal or plan change is for.' },
    },
    {
      name: 'periodStart',
      type: 'date',
      admin: { description: 'A renewal: the end date of the period it renews (the start of the next one).' },
    },
    { name: 'status', type: 'select', required: true, index: true, options: ['success', 'fail', 'processing'] },
    { name: 'providerOrderId', type: 'text', required: true, index: true },
    { name: 'transactionId', type: 'text', index: true },
    { name: 'productId', type: 'text', admin: { description: 'The plan or upsell product charged.' } },
    { name: 'amountCents', type: 'number', required: true, min: 0 },
    { name: 'currency', type: 'select', required: true, options: [...currencies] },
    { name: 'cardLast4', type: 'text', admin: { description: 'The card’s last 4 digits, when the provider reported them.' } },
    { name: 'errorCode', type: 'text', admin: { description: 'The provider’s decline code (see app/payments/rules/error-codes.ts).' } },
  ],
}

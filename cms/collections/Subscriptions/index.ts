import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { ownOrSupport } from '../../access/own-or-support'
import { serverOnly } from '../../access/server-only'
import { currencies } from '../Plans/prices'
import { paymentSystems } from '@schemas/payments/payment-system'
import { changesStudentData } from '../../hooks/student-data-changed'

/** active and redemption grant full access (spec §6); the student's status follows the newest subscription. */
export const subscriptionStatuses = ['active', 'redemption', 'cancelled', 'expired'] as const

/**
 * A paid plan that renews: started by an order's first successful charge (one subscription per
 * order, unique in the database), moved by the provider's later reports.
 */
export const Subscriptions: CollectionConfig = {
  slug: 'subscriptions',
  hooks: changesStudentData,
  admin: {
    group: 'Students & payments',
    useAsTitle: 'planId',
    defaultColumns: ['student', 'planId', 'status', 'endDate', 'provider'],
  },
  defaultSort: '-createdAt',
  // Students read their own (billing history, subscriptions) through the site with their own session.
  access: { read: ownOrSupport, create: serverOnly, update: serverOnly, delete: isAdmin },
  fields: [
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, unique: true },
    { name: 'student', type: 'relationship', relationTo: 'students', index: true },
    { name: 'provider', type: 'select', required: true, options: [...paymentSystems] },
    { name: 'providerSubscriptionId', type: 'text', index: true },
    { name: 'planId', type: 'text', required: true },
    { name: 'status', type: 'select', required: true, index: true, defaultValue: 'active', options: [...subscriptionStatuses] },
    { name: 'currency', type: 'select', required: true, options: [...currencies] },
    { name: 'renewalCents', type: 'number', min: 0 },
    { name: 'startedAt', type: 'date', required: true },
    { name: 'endDate', type: 'date', required: true, admin: { description: 'The end of the period paid for.' } },
    { name: 'cancelledAt', type: 'date' },
    {
      name: 'resumedAt',
      type: 'date',
      index: true,
      admin: { description: 'When the student last resumed it (a cancellation undone, a pause ended early).' },
    },
    {
      name: 'paymentMethod',
      type: 'relationship',
      relationTo: 'payment-methods',
      admin: { description: 'The saved card renewals charge.' },
    },
    {
      name: 'renewalAttempts',
      type: 'number',
      defaultValue: 0,
      min: 0,
      admin: { description: 'Failed renewal charges since the last success; the redemption period allows a few.' },
    },
    { name: 'nextRetryAt', type: 'date', index: true, admin: { description: 'In redemption: when the next renewal charge is tried.' } },
    {
      name: 'pausedUntil',
      type: 'date',
      index: true,
      admin: { description: 'Paused (a save offer): no access and no charge from the end date until this date, when it renews.' },
    },
    {
      name: 'nextRenewalPercentOff',
      type: 'number',
      min: 0,
      max: 90,
      admin: { description: 'A save offer: the next renewal charges this much less; later renewals the full price.' },
    },
    { name: 'platform', type: 'select', required: true, defaultValue: 'web', options: ['web', 'android', 'ios'] },
  ],
}

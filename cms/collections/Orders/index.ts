import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { isSupportStaff } from '../../access/is-support-staff'
import { serverOnly } from '../../access/server-only'
import { currencies } from '../Plans/prices'
import { paymentSystems } from '@schemas/payments/payment-system'
import { changesStudentData } from '../../hooks/student-data-changed'

/**
 * pending → processing (sent to the provider) → paid | failed. A failed order can be retried: the
 * next attempt gets a new provider order id (`attempt` + 1). `refunded`/`cancelled` come from staff
 * or the provider later.
 */
export const orderStatuses = ['pending', 'processing', 'paid', 'failed', 'cancelled', 'refunded'] as const

/**
 * A checkout started on a paywall: the plan and the price the visitor saw, in the currency they
 * saw it. Created pending by the paywall; the payment page settles it. The order is the unit of
 * idempotency: one order is charged at most once (see docs/decisions/006-payment-providers.md).
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  hooks: changesStudentData,
  admin: {
    useAsTitle: 'planId',
    defaultColumns: ['email', 'planId', 'priceCents', 'currency', 'status', 'provider', 'createdAt'],
  },
  defaultSort: '-createdAt',
  access: { read: isSupportStaff, create: serverOnly, update: serverOnly, delete: isAdmin },
  fields: [
    {
      name: 'funnelSession',
      type: 'relationship',
      relationTo: 'funnel-sessions',
      index: true,
      admin: { description: 'The funnel the visitor bought from; empty for a signed-in student buying on a landing paywall.' },
    },
    { name: 'email', type: 'text', index: true },
    { name: 'planId', type: 'text', required: true },
    { name: 'priceCents', type: 'number', required: true, min: 1, admin: { description: 'The first charge, in cents.' } },
    { name: 'renewalCents', type: 'number', min: 1, admin: { description: 'What each renewal costs, in cents.' } },
    { name: 'currency', type: 'select', required: true, options: [...currencies] },
    { name: 'status', type: 'select', required: true, defaultValue: 'pending', index: true, options: [...orderStatuses] },
    { name: 'provider', type: 'select', options: [...paymentSystems], admin: { position: 'sidebar' } },
    {
      name: 'attempt',
      type: 'number',
      required: true,
      defaultValue: 0,
      min: 0,
      admin: { position: 'sidebar', description: 'Checkout attempts sent to the provider; each has its own provider order id.' },
    },
    {
      name: 'providerOrderId',
      type: 'text',
      unique: true,
      admin: { position: 'sidebar', description: 'The order id of the current attempt at the provider.' },
    },
    { name: 'checkoutUrl', type: 'text', admin: { readOnly: true } },
    { name: 'failureCode', type: 'text', admin: { description: 'The provider’s decline code of the last failed attempt.' } },
    { name: 'paidAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'student',
      type: 'relationship',
      relationTo: 'students',
      index: true,
      admin: { description: 'The account the buyer created after paying.' },
    },
  ],
}

import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { isStaff } from '../../access/is-staff'
import { serverOnly } from '../../access/server-only'
import { currencies } from '../Plans/prices'

export const orderStatuses = ['pending', 'paid', 'failed', 'cancelled'] as const

/**
 * A checkout started on a paywall: the plan and the price the visitor saw, in the currency they
 * saw it. Created pending by the paywall; the payment page settles it.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  admin: { group: 'Funnels', useAsTitle: 'planId', defaultColumns: ['email', 'planId', 'priceCents', 'currency', 'status', 'createdAt'] },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: serverOnly, update: serverOnly, delete: isAdmin },
  fields: [
    { name: 'funnelSession', type: 'relationship', relationTo: 'funnel-sessions', required: true, index: true },
    { name: 'email', type: 'text', index: true },
    { name: 'planId', type: 'text', required: true },
    { name: 'priceCents', type: 'number', required: true, min: 1, admin: { description: 'The first charge, in cents.' } },
    { name: 'currency', type: 'select', required: true, options: [...currencies] },
    { name: 'status', type: 'select', required: true, defaultValue: 'pending', index: true, options: [...orderStatuses] },
  ],
}

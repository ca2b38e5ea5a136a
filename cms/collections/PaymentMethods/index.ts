import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { isSupportStaff } from '../../access/is-support-staff'
import { nobody } from '../../access/nobody'
import { serverOnly } from '../../access/server-only'
import { paymentSystems } from '@schemas/payments/payment-system'
import { changesStudentData } from '../../hooks/student-data-changed'

/**
 * A card the provider saved at a student's first payment (Solidgate's recurring token, Ecommpay's
 * recurring id): renewals and one-click add-ons charge it without the student. The token is never
 * shown, not even to staff; the site reads it as the server.
 */
export const PaymentMethods: CollectionConfig = {
  slug: 'payment-methods',
  hooks: changesStudentData,
  labels: { singular: 'Saved card', plural: 'Saved cards' },
  admin: { useAsTitle: 'last4', defaultColumns: ['student', 'provider', 'brand', 'last4', 'createdAt'] },
  defaultSort: '-createdAt',
  access: { read: isSupportStaff, create: serverOnly, update: serverOnly, delete: isAdmin },
  fields: [
    { name: 'student', type: 'relationship', relationTo: 'students', index: true },
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true, admin: { description: 'The payment that saved the card.' } },
    { name: 'provider', type: 'select', required: true, options: [...paymentSystems] },
    { name: 'token', type: 'text', required: true, access: { read: nobody, create: nobody, update: nobody }, admin: { hidden: true } },
    { name: 'last4', type: 'text' },
    { name: 'brand', type: 'text' },
  ],
}

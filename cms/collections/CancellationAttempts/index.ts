import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { ownOrSupport } from '../../access/own-or-support'
import { serverOnly } from '../../access/server-only'
import { cancellationOutcomes, saveOfferKinds } from '@schemas/payments/save-offer'
import { changesStudentData } from '../../hooks/student-data-changed'

/**
 * One run of a cancellation flow (issue #47): a student tapped Cancel subscription. It ends saved
 * (an offer was accepted), cancelled, or stays abandoned; the dashboard counts them. Written by the
 * server only (app/payments/server/save-offers.server.ts); the student reads their own.
 */
export const CancellationAttempts: CollectionConfig = {
  slug: 'cancellation-attempts',
  hooks: changesStudentData,
  labels: { singular: 'Cancellation attempt', plural: 'Cancellation attempts' },
  admin: {
    group: 'Students & payments',
    useAsTitle: 'reasonLabel',
    defaultColumns: ['student', 'subscription', 'outcome', 'offerKind', 'reasonLabel', 'startedAt'],
  },
  defaultSort: '-startedAt',
  access: { read: ownOrSupport, create: serverOnly, update: serverOnly, delete: isAdmin },
  fields: [
    // Not required: a student who deletes their account (or a subscription an admin deletes) leaves the attempt, unnamed, to the figures.
    { name: 'student', type: 'relationship', relationTo: 'students', index: true },
    { name: 'subscription', type: 'relationship', relationTo: 'subscriptions', index: true },
    { name: 'funnelId', type: 'text', required: true, admin: { description: 'The cancellation flow the student played.' } },
    { name: 'startedAt', type: 'date', required: true, index: true },
    { name: 'reason', type: 'text', admin: { description: 'The answer the student picked (its value).' } },
    { name: 'reasonLabel', type: 'text', admin: { description: 'The answer as the student read it.' } },
    {
      name: 'outcome',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'abandoned',
      options: [...cancellationOutcomes],
      admin: { description: 'Abandoned until the student accepts an offer or cancels.' },
    },
    { name: 'offerKind', type: 'select', options: [...saveOfferKinds], admin: { description: 'The offer that saved the plan.' } },
    { name: 'percentOff', type: 'number', min: 0, max: 100, admin: { condition: (data) => data?.offerKind === 'discount' } },
    { name: 'productId', type: 'text', admin: { condition: (data) => data?.offerKind === 'switch-plan' } },
    { name: 'endedAt', type: 'date' },
  ],
}

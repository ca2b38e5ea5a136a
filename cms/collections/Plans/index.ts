import type { CollectionConfig, Field } from 'payload'
import { invalidatesContent } from '../../hooks/content-changed'
import { refuseUnbackedClaims } from '../../hooks/refuse-unbacked-claims'
import { anyone } from '../../access/anyone'
import { isContentStaff } from '../../access/is-content-staff'
import { orderField } from '../../fields/order'
import { checkPrices, currencies, periodUnits } from './prices'

function period(name: string, label: string): Field {
  return {
    name,
    label,
    type: 'group',
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'value', type: 'number', required: true, min: 1, defaultValue: 1, admin: { width: '50%' } },
          {
            name: 'unit',
            type: 'select',
            required: true,
            defaultValue: 'W',
            options: periodUnits.map(({ value, label: unitLabel }) => ({ value, label: unitLabel })),
            admin: { width: '50%' },
          },
        ],
      },
    ],
  }
}

/** Subscription plans offered on the paywalls, grouped in sets that a funnel names. Prices in cents. */
export const Plans: CollectionConfig = {
  slug: 'plans',
  labels: { singular: 'Paywall plan', plural: 'Paywall plans' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'set', 'planId', 'order'] },
  defaultSort: 'order',
  access: { read: anyone, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  // Visitors' pages keep this in memory: a change tells every site process (hooks/content-changed.ts).
  hooks: { ...invalidatesContent, beforeChange: [refuseUnbackedClaims('plans', 'name')] },
  fields: [
    {
      name: 'planId',
      type: 'text',
      required: true,
      unique: true,
      validate: (value: string | null | undefined) =>
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value ?? '') ||
        'Use the plan GUID from the payment provider, e.g. 3f2b8c1e-7a4d-4e2f-9b1a-5c6d7e8f9a0b.',
      admin: { description: 'The product id at the payment provider.' },
    },
    { name: 'name', type: 'text', required: true },
    { name: 'description', type: 'text', admin: { description: 'A line under the name, e.g. "Most popular".' } },
    {
      name: 'set',
      type: 'text',
      required: true,
      index: true,
      admin: { position: 'sidebar', description: 'Paywalls show one set, e.g. weekly-1-4-12, weeks-4-12-52, months-1-3-12, renew.' },
    },
    period('firstPeriod', 'First period'),
    period('renewalPeriod', 'Then renews every'),
    {
      name: 'prices',
      type: 'array',
      minRows: 1,
      validate: (value: unknown) => checkPrices(value as Parameters<typeof checkPrices>[0]),
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'currency', type: 'select', required: true, options: [...currencies], admin: { width: '25%' } },
            { name: 'firstPeriodCents', type: 'number', required: true, admin: { width: '25%' } },
            { name: 'renewalCents', type: 'number', required: true, admin: { width: '25%' } },
            {
              name: 'discountFirstPeriodCents',
              type: 'number',
              admin: { width: '25%', description: 'On the discount paywall.' },
            },
          ],
        },
      ],
    },
    { name: 'tags', type: 'text', hasMany: true, admin: { position: 'sidebar' } },
    orderField('Order within the set; the paywall preselects the second.'),
  ],
}

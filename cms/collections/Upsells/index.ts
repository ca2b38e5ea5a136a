import type { CollectionConfig } from 'payload'
import { invalidatesContent } from '../../hooks/content-changed'
import { refuseUnbackedClaims } from '../../hooks/refuse-unbacked-claims'
import { anyone } from '../../access/anyone'
import { isContentStaff } from '../../access/is-content-staff'
import { orderField } from '../../fields/order'
import { upsellPackLabels, upsellPacks } from '@schemas/payments/upsell'
import { currencies } from '../Plans/prices'
import { checkUpsellPrices } from './prices'

/**
 * The one-time packs offered after the first payment, in order (spec "Upsell flow"). A sale offer
 * is the discounted second chance for the offer before it: students see it after skipping that one.
 */
export const Upsells: CollectionConfig = {
  slug: 'upsells',
  labels: { singular: 'Upsell', plural: 'Upsells' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'upsellId', 'pack', 'sale', 'order'] },
  defaultSort: 'order',
  access: { read: anyone, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  // Visitors' pages keep this in memory: a change tells every site process (hooks/content-changed.ts).
  hooks: { ...invalidatesContent, beforeChange: [refuseUnbackedClaims('upsells', 'title')] },
  fields: [
    {
      name: 'upsellId',
      type: 'text',
      required: true,
      unique: true,
      validate: (value: string | null | undefined) =>
        /^[a-z0-9_]{1,64}$/.test(value ?? '') || 'Lowercase letters, digits and _, e.g. 30k_prompts_sale.',
    },
    {
      name: 'planId',
      type: 'text',
      required: true,
      unique: true,
      admin: { description: 'The product id at the payment provider; what /api/payments/upsell/check-purchased answers with.' },
    },
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    { name: 'pack', type: 'select', required: true, options: upsellPacks.map((value) => ({ value, label: upsellPackLabels[value] })) },
    {
      name: 'sale',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'A discounted second chance, shown after the student skips the offer before it.' },
    },
    {
      name: 'prices',
      type: 'array',
      minRows: 1,
      validate: (value: unknown) => checkUpsellPrices(value as Parameters<typeof checkUpsellPrices>[0]),
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'currency', type: 'select', required: true, options: [...currencies], admin: { width: '33%' } },
            { name: 'cents', type: 'number', required: true, admin: { width: '33%' } },
            { name: 'fullPriceCents', type: 'number', admin: { width: '33%', description: 'Crossed out on a sale offer.' } },
          ],
        },
      ],
    },
    { name: 'benefits', type: 'array', fields: [{ name: 'text', type: 'text', required: true }] },
    {
      name: 'extraDailyPrompts',
      type: 'number',
      min: 0,
      max: 10000,
      admin: {
        step: 1,
        description:
          'Assistant prompts a day this pack adds to a paying plan while the pack lasts (empty or 0: none). With several packs, the largest counts.',
      },
    },
    orderField('Order in the flow.'),
  ],
}

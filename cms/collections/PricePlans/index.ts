import type { CollectionConfig } from 'payload'
import { invalidatesContent } from '../../hooks/content-changed'
import { anyone } from '../../access/anyone'
import { isStaff } from '../../access/is-staff'
import { imageField } from '../../fields/image'
import { orderField } from '../../fields/order'

/** The landing page's price blocks, in US dollars: a crossed-out price, the sale price, benefits. */
export const PricePlans: CollectionConfig = {
  slug: 'price-plans',
  labels: { singular: 'Price plan', plural: 'Price plans' },
  admin: { group: 'Content', useAsTitle: 'title', defaultColumns: ['title', 'key', 'sale', 'curatorMonths', 'order'] },
  defaultSort: 'order',
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  // Visitors' pages keep this in memory: a change tells every site process (hooks/content-changed.ts).
  hooks: invalidatesContent,
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      validate: (value: string | null | undefined) =>
        /^[a-z0-9_]+$/.test(value ?? '') || 'Lowercase letters, digits and _, e.g. annual_access.',
      admin: { description: 'How the site refers to this block, e.g. annual_access.' },
    },
    { name: 'title', type: 'text', required: true },
    { name: 'priceWithoutSale', type: 'number', required: true, min: 0.01, admin: { description: 'Crossed out, in USD.' } },
    {
      name: 'sale',
      type: 'number',
      required: true,
      min: 0.01,
      admin: { description: 'What the visitor pays, in USD.' },
      validate: (value: number | null | undefined, { siblingData }: { siblingData: { priceWithoutSale?: number } }) =>
        (typeof value === 'number' && value > 0 && (!siblingData?.priceWithoutSale || value < siblingData.priceWithoutSale)) ||
        'The sale price must be above 0 and below the price without sale.',
    },
    {
      name: 'curatorMonths',
      type: 'number',
      required: true,
      defaultValue: 0,
      validate: (value: number | null | undefined) => [0, 1, 3].includes(value ?? -1) || 'A personal curator comes for 0, 1 or 3 months.',
      admin: { description: 'Months of personal curator included: 0, 1 or 3.' },
    },
    { name: 'benefits', type: 'array', minRows: 1, fields: [{ name: 'text', type: 'text', required: true }] },
    imageField(),
    orderField(),
  ],
}

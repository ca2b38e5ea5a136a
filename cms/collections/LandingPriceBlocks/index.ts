import type { CollectionConfig } from 'payload'
import { invalidatesContent } from '../../hooks/content-changed'
import { refuseUnbackedClaims } from '../../hooks/refuse-unbacked-claims'
import { anyone } from '../../access/anyone'
import { isContentStaff } from '../../access/is-content-staff'
import { imageField } from '../../fields/image'
import { orderField } from '../../fields/order'

/**
 * The landing page's price blocks: a title and benefits around one of the paywall's real plans,
 * whose price (in US dollars) the block shows, so a landing never offers a price the funnels do not.
 */
export const LandingPriceBlocks: CollectionConfig = {
  // The slug (and so the table and the REST path) keeps the name the data was stored under.
  slug: 'price-plans',
  typescript: { interface: 'LandingPriceBlock' },
  labels: { singular: 'Landing price block', plural: 'Landing price blocks' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'key', 'sale', 'curatorMonths', 'order'] },
  defaultSort: 'order',
  access: { read: anyone, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  // Visitors' pages keep this in memory: a change tells every site process (hooks/content-changed.ts).
  hooks: { ...invalidatesContent, beforeChange: [refuseUnbackedClaims('price-plans', 'title')] },
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
    {
      name: 'planId',
      label: 'Plan',
      type: 'text',
      validate: (value: string | null | undefined) =>
        !value ||
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) ||
        'The product id of a plan in Payments → Plans, e.g. 3f2b8c1e-7a4d-4e2f-9b1a-5c6d7e8f9a0b.',
      admin: {
        description:
          'The plan (Payments → Plans, its product id) this block sells: the landing shows its US-dollar price. A block without a plan, or whose plan has no US-dollar price, is not shown.',
      },
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

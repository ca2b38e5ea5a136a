import type { CollectionConfig } from 'payload'
import { invalidatesContent } from '../../hooks/content-changed'
import { anyone } from '../../access/anyone'
import { isContentStaff } from '../../access/is-content-staff'
import { imageField } from '../../fields/image'
import { orderField } from '../../fields/order'

/** Cards of the AI tools taught, with how many topics cover each. */
export const ToolCards: CollectionConfig = {
  slug: 'tool-cards',
  labels: { singular: 'Tool card', plural: 'Tool cards' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'description', 'color', 'order'] },
  defaultSort: 'order',
  access: { read: anyone, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  // Visitors' pages keep this in memory: a change tells every site process (hooks/content-changed.ts).
  hooks: invalidatesContent,
  fields: [
    { name: 'title', type: 'text', required: true, unique: true },
    { name: 'description', type: 'text', required: true, admin: { description: 'Usually the topic count, e.g. "3 topics".' } },
    imageField(),
    {
      name: 'color',
      type: 'text',
      required: true,
      defaultValue: '#6C5CE7',
      validate: (value: string | null | undefined) => /^#[0-9a-fA-F]{6}$/.test(value ?? '') || 'Use a colour like #6C5CE7.',
      admin: { description: 'Card background, as #RRGGBB.' },
    },
    orderField(),
  ],
}

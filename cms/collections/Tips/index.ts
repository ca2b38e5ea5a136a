import { contentPreview } from '../../admin/content-preview/content-preview'
import type { CollectionConfig } from 'payload'
import { anyone } from '../../access/anyone'
import { isContentStaff } from '../../access/is-content-staff'
import { invalidatesContent } from '../../hooks/content-changed'
import { markdownField } from '../../fields/markdown'
import { orderField } from '../../fields/order'

/** Short AI tips students read in the app and try in the assistant ("Try this prompt"). */
export const Tips: CollectionConfig = {
  slug: 'tips',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'category', 'featured', 'order'], ...contentPreview('tips') },
  defaultSort: 'order',
  access: { read: anyone, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  // The assistant's offline index reads tips (app/ai/server/content-index.server.ts).
  hooks: invalidatesContent,
  fields: [
    { name: 'category', type: 'relationship', relationTo: 'tip-categories', required: true, index: true },
    { name: 'title', type: 'text', required: true, unique: true },
    markdownField('content', { required: true }),
    {
      name: 'promptToTry',
      type: 'textarea',
      admin: { description: 'Opens in the assistant when the student taps "Try it".' },
    },
    {
      name: 'model',
      type: 'text',
      admin: { description: 'Optional assistant model for "Try it", e.g. gpt-4o-mini. Empty: the default model.' },
    },
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Listed under Popular.' },
    },
    orderField(),
  ],
}

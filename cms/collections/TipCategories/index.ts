import type { CollectionConfig } from 'payload'
import { anyone } from '../../access/anyone'
import { isContentStaff } from '../../access/is-content-staff'
import { orderField } from '../../fields/order'
import { invalidatesContent } from '../../hooks/content-changed'
import { refuseDeleteWhileReferenced } from '../../hooks/refuse-delete-while-referenced'

/** Groups of AI tips. The apps add a synthetic "Popular" category (id -100) in front of these. */
export const TipCategories: CollectionConfig = {
  slug: 'tip-categories',
  labels: { singular: 'Tip category', plural: 'Tip categories' },
  admin: { useAsTitle: 'caption', defaultColumns: ['caption', 'order'] },
  defaultSort: 'order',
  access: { read: anyone, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  // The site keeps tips with their categories per content stamp (app/tips/server/tips.server.ts).
  hooks: { ...invalidatesContent, beforeDelete: [refuseDeleteWhileReferenced('tips', 'category', 'tips')] },
  fields: [{ name: 'caption', type: 'text', required: true, unique: true }, orderField()],
}

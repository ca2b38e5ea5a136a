import { contentPreview } from '../../admin/content-preview/content-preview'
import type { CollectionConfig } from 'payload'
import { invalidatesContent } from '../../hooks/content-changed'
import { refuseUnbackedClaims } from '../../hooks/refuse-unbacked-claims'
import { anyone } from '../../access/anyone'
import { isContentStaff } from '../../access/is-content-staff'
import { imageField } from '../../fields/image'
import { orderField } from '../../fields/order'

/** The landing page's "who is it for" cards: one per audience. */
export const LandingCards: CollectionConfig = {
  slug: 'landing-cards',
  labels: { singular: 'Landing card', plural: 'Landing cards' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'order'], ...contentPreview('landing-cards') },
  defaultSort: 'order',
  access: { read: anyone, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  // Visitors' pages keep this in memory: a change tells every site process (hooks/content-changed.ts).
  hooks: { ...invalidatesContent, beforeChange: [refuseUnbackedClaims('landing-cards', 'title')] },
  fields: [
    { name: 'title', type: 'text', required: true, unique: true },
    { name: 'description', type: 'textarea', required: true },
    imageField(),
    orderField(),
  ],
}

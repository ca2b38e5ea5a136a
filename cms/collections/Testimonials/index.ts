import type { CollectionConfig } from 'payload'
import { invalidatesContent } from '../../hooks/content-changed'
import { anyone } from '../../access/anyone'
import { isContentStaff } from '../../access/is-content-staff'
import { imageField } from '../../fields/image'
import { orderField } from '../../fields/order'

/**
 * Every testimonial shape of the landing page, funnels and paywall in one collection: a quote with
 * an author, plus whichever of role, headline, profit and photo the place that shows it uses.
 * `set` groups them (a funnel's loader popups, the paywall reviews …).
 */
export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  admin: { useAsTitle: 'author', defaultColumns: ['author', 'set', 'headline', 'order'] },
  defaultSort: 'order',
  access: { read: anyone, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  // Visitors' pages keep this in memory: a change tells every site process (hooks/content-changed.ts).
  hooks: invalidatesContent,
  fields: [
    {
      name: 'set',
      type: 'text',
      required: true,
      index: true,
      admin: { position: 'sidebar', description: 'Where they appear together, e.g. landing, paywall, loader-popups.' },
    },
    { name: 'author', type: 'text', required: true },
    { name: 'role', type: 'text', admin: { description: 'Tag or profession under the name, e.g. "Freelance designer".' } },
    { name: 'headline', type: 'text', admin: { description: 'A title above the quote.' } },
    { name: 'comment', type: 'textarea', required: true },
    { name: 'profit', type: 'text', admin: { description: 'A result to highlight, e.g. "+$2,400 in the first month".' } },
    imageField('image', 'Portrait or screenshot.'),
    orderField(),
  ],
}

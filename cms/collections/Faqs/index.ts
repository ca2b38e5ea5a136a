import type { CollectionConfig } from 'payload'
import { invalidatesContent } from '../../hooks/content-changed'
import { refuseUnbackedClaims } from '../../hooks/refuse-unbacked-claims'
import { anyone } from '../../access/anyone'
import { isContentStaff } from '../../access/is-content-staff'
import { markdownField } from '../../fields/markdown'
import { orderField } from '../../fields/order'

/** Questions and answers on the landing page and on the challenge pages. */
export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  admin: { useAsTitle: 'shortText', defaultColumns: ['shortText', 'group', 'order'] },
  defaultSort: 'order',
  access: { read: anyone, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  // Visitors' pages keep this in memory: a change tells every site process (hooks/content-changed.ts).
  hooks: { ...invalidatesContent, beforeChange: [refuseUnbackedClaims('faqs', 'shortText')] },
  fields: [
    {
      name: 'group',
      type: 'select',
      required: true,
      defaultValue: 'landing',
      index: true,
      options: [
        { label: 'Landing page', value: 'landing' },
        { label: 'Challenge', value: 'challenge' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'shortText', type: 'text', required: true, label: 'Question' },
    markdownField('fullText', { required: true, label: 'Answer' }),
    {
      name: 'link',
      type: 'group',
      admin: { description: 'Optional link under the answer.' },
      fields: [
        {
          name: 'href',
          type: 'text',
          validate: (value: string | null | undefined) =>
            !value || /^(\/|https:\/\/)\S*$/.test(value) || 'Use a site path such as /subscription-terms or an https:// address.',
        },
        {
          name: 'text',
          type: 'text',
          validate: (value: string | null | undefined, { siblingData }: { siblingData: { href?: string | null } }) =>
            Boolean(value) === Boolean(siblingData?.href) || 'Give the link both an address and a text.',
        },
      ],
    },
    orderField(),
  ],
}

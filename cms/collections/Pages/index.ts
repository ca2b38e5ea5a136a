import type { CollectionConfig } from 'payload'
import { isStaff } from '../../access/is-staff'
import { publishedOrStaff } from '../../access/published-or-staff'
import { markdownField } from '../../fields/markdown'

export const legalPageSlugs = ['terms', 'privacy', 'subscription-terms'] as const

/** The legal pages, served at /terms, /privacy and /subscription-terms. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Legal page', plural: 'Legal pages' },
  admin: { group: 'Content', useAsTitle: 'title', defaultColumns: ['title', 'slug', '_status', 'updatedAt'] },
  versions: { drafts: true, maxPerDoc: 50 },
  // Versions hold the drafts: without `readVersions` any signed-in account (a student) could list them.
  access: { read: publishedOrStaff, readVersions: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  fields: [
    {
      name: 'slug',
      type: 'select',
      required: true,
      unique: true,
      options: legalPageSlugs.map((slug) => ({ label: `/${slug}`, value: slug })),
      admin: { position: 'sidebar' },
    },
    { name: 'title', type: 'text', required: true },
    markdownField('body', { required: true }),
  ],
}

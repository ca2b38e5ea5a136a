import type { CollectionConfig } from 'payload'
import { isContentStaff } from '../../access/is-content-staff'
import { publishedOrContentStaff } from '../../access/published-or-content-staff'
import { markdownField } from '../../fields/markdown'
import { refuseUnbackedClaims } from '../../hooks/refuse-unbacked-claims'

export const legalPageSlugs = ['terms', 'privacy', 'subscription-terms'] as const

/** The legal pages, served at /terms, /privacy and /subscription-terms. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Legal page', plural: 'Legal pages' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', '_status', 'updatedAt'] },
  versions: { drafts: true, maxPerDoc: 50 },
  // Versions hold the drafts: without `readVersions` any signed-in account (a student) could list them.
  access: {
    read: publishedOrContentStaff,
    readVersions: isContentStaff,
    create: isContentStaff,
    update: isContentStaff,
    delete: isContentStaff,
  },
  // Publishing refuses claims the product does not back (issue #46); drafts still save.
  hooks: { beforeChange: [refuseUnbackedClaims('pages', 'title')] },
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

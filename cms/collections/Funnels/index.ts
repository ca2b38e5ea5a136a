import { type CollectionConfig, validations } from 'payload'
import { invalidatesContent } from '../../hooks/content-changed'
import { refuseUnbackedClaims } from '../../hooks/refuse-unbacked-claims'
import { getEnv } from '../../../config/env'
import { isContentStaff } from '../../access/is-content-staff'
import { publishedOrContentStaff } from '../../access/published-or-content-staff'
import { checkDiscountsAgainstPlans } from './check-discounts'
import { validateDefinition } from './validate-definition'
import { listImageSets } from './image-sets'

/**
 * Quiz funnels as JSON definitions (see schemas/ and funnels/*.json). Visitors get the published
 * version; drafts are validated too, so whatever a preview loads is a funnel the engine can run.
 */
export const Funnels: CollectionConfig = {
  slug: 'funnels',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'funnelId', '_status', 'updatedAt'],
    // The site shows staff the latest draft with ?preview=1 (signed in to the admin on the same origin).
    preview: (doc) =>
      typeof doc.funnelId === 'string' ? `${getEnv().publicUrl}/onboarding/${encodeURIComponent(doc.funnelId)}?preview=1` : null,
    // Publish opens the review sheet: the changes, the changed screens, everyone or a test (issue #47).
    components: { edit: { PublishButton: '/admin/studio/StudioPublishButton#StudioPublishButton' } },
  },
  // Two minutes, not Payload's five: the editor renews the lock every 10 s of editing, so only an
  // idle or closed tab lets it lapse, and a colleague then waits 2 minutes at most, not 5.
  lockDocuments: { duration: 120 },
  versions: { drafts: { validate: true }, maxPerDoc: 50 },
  // Versions hold the drafts: without `readVersions` any signed-in account (a student) could list them.
  access: { read: publishedOrContentStaff, readVersions: isContentStaff, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  // Visitors' pages keep this in memory: a change tells every site process (hooks/content-changed.ts).
  hooks: { ...invalidatesContent, beforeChange: [refuseUnbackedClaims('funnels', 'definition')] },
  fields: [
    // Side by side, so the studio below starts high on the screen (issue #47).
    {
      type: 'row',
      fields: [
        {
          name: 'funnelId',
          type: 'text',
          required: true,
          unique: true,
          validate: (value: string | null | undefined) =>
            /^[a-z0-9_]+$/.test(value ?? '') || 'Lowercase letters, digits and _, e.g. challenge_100k_v2.',
          admin: { width: '40%', description: 'In the address; the same as "id" in the definition.' },
        },
        { name: 'title', type: 'text', required: true, admin: { width: '60%' } },
      ],
    },
    {
      name: 'definition',
      type: 'json',
      required: true,
      admin: {
        description: 'Edit screens in the studio; the Advanced (JSON) tab shows the same funnel as JSON.',
        // The funnel studio (issue #31): screens, forms from the schemas and a phone preview.
        components: {
          Field: { path: '/admin/studio/FunnelStudioField#FunnelStudioField', clientProps: { imageSets: listImageSets() } },
        },
      },
      validate: async (value, args) => {
        const basic = validations.json(value, args)
        if (basic !== true) return basic
        const valid = validateDefinition(value, (args.siblingData as { funnelId?: string }).funnelId)
        if (valid !== true) return valid
        return checkDiscountsAgainstPlans(value, args.req.payload)
      },
    },
  ],
}

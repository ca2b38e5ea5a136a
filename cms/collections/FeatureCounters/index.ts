import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { ownOrSupport } from '../../access/own-or-support'
import { serverOnly } from '../../access/server-only'
import { counterFeatures } from '@schemas/assistant/options'
import { changesStudentData } from '../../hooks/student-data-changed'

/**
 * Feature counters (spec §3: current_value, remaining_count, feature_limit, counter_date): one row
 * per student and feature, the count of the UTC day in `counterDate`. Only the site's server
 * counts (app/assistant/server/feature-counter.server.ts); a student reads their own.
 */
export const FeatureCounters: CollectionConfig = {
  slug: 'feature-counters',
  hooks: changesStudentData,
  labels: { singular: 'Feature counter', plural: 'Feature counters' },
  admin: { defaultColumns: ['student', 'feature', 'value', 'counterDate'] },
  access: { read: ownOrSupport, create: serverOnly, update: serverOnly, delete: isAdmin },
  indexes: [{ fields: ['student', 'feature'], unique: true }],
  fields: [
    { name: 'student', type: 'relationship', relationTo: 'students', required: true, index: true },
    { name: 'feature', type: 'select', required: true, options: [...counterFeatures] },
    { name: 'value', type: 'number', required: true, min: 0, defaultValue: 0 },
    {
      name: 'counterDate',
      type: 'text',
      required: true,
      validate: (value: string | null | undefined) => /^\d{4}-\d{2}-\d{2}$/.test(value ?? '') || 'A date as YYYY-MM-DD.',
    },
  ],
}

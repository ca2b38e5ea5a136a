import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { serverOnly } from '../../access/server-only'
import { learningEventNames } from '@schemas/feedback/learning-events'
import { changesStudentData } from '../../hooks/student-data-changed'

/**
 * What signed-in students did, for analytics (the funnel's visitors have *Funnel events*). Written
 * only by the site's server through app/analytics/server/learning-event-sink.server.ts, after the
 * action it describes succeeded; `properties` holds the event's own figures (ids, rating, type).
 */
export const LearningEvents: CollectionConfig = {
  slug: 'learning-events',
  hooks: changesStudentData,
  labels: { singular: 'Learning event', plural: 'Learning events' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'student', 'occurredAt'] },
  defaultSort: '-occurredAt',
  access: { read: isAdmin, create: serverOnly, update: serverOnly, delete: isAdmin },
  fields: [
    { name: 'name', type: 'select', required: true, index: true, options: [...learningEventNames] },
    { name: 'student', type: 'relationship', relationTo: 'students', required: true, index: true },
    { name: 'occurredAt', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'properties', type: 'json' },
  ],
}

import type { CollectionConfig } from 'payload'
import { createThroughSite, ownThroughSite } from '../../access/own-through-site'
import { ownOrSupport } from '../../access/own-or-support'
import { ownerField } from '../../fields/owner'
import { changesStudentData } from '../../hooks/student-data-changed'

/**
 * A lesson a student saved for later (issue #49): listed on Profile → Saved and by /api/bookmarks.
 * At most one per student and lesson; the topic and course are kept beside it so the list links
 * each lesson without reading the catalogue again. Written only by the site, as the student.
 */
export const LessonBookmarks: CollectionConfig = {
  slug: 'lesson-bookmarks',
  hooks: changesStudentData,
  labels: { singular: 'Saved lesson', plural: 'Saved lessons' },
  admin: { defaultColumns: ['student', 'lesson', 'createdAt'] },
  defaultSort: '-createdAt',
  access: { read: ownOrSupport, create: createThroughSite, update: ownThroughSite, delete: ownThroughSite },
  indexes: [{ fields: ['student', 'lesson'], unique: true }],
  fields: [
    ownerField(),
    { name: 'lesson', type: 'relationship', relationTo: 'lessons', required: true, index: true },
    { name: 'topic', type: 'relationship', relationTo: 'topics', required: true },
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true },
  ],
}

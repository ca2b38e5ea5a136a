import { contentPreview } from '../../admin/content-preview/content-preview'
import type { CollectionConfig, Field } from 'payload'
import { isContentStaff } from '../../access/is-content-staff'
import { nobody } from '../../access/nobody'
import { publishedOrContentStaff } from '../../access/published-or-content-staff'
import { slugField } from '../../fields/slug'
import { aiTools } from '@schemas/content/ai-tools'
import { invalidatesContent } from '../../hooks/content-changed'
import { refuseDeleteWhileReferenced } from '../../hooks/refuse-delete-while-referenced'

export const courseTags = ['New', 'Beginner', 'Advanced', 'Make money', 'AI learning'] as const

/** Kept by the topic and lesson hooks (see totals.ts); shown, never typed in. */
function totalField(name: 'totalTopics' | 'totalLessons', description: string): Field {
  return {
    name,
    type: 'number',
    defaultValue: 0,
    disableDuplicate: true, // a copy starts without topics
    access: { create: nobody, update: nobody },
    admin: { position: 'sidebar', readOnly: true, description },
  }
}

/** Courses and multi-day challenges; drafts stay invisible to visitors until published. */
export const Courses: CollectionConfig = {
  slug: 'courses',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'type', 'level', 'orderNumber', 'totalLessons', '_status'],
    ...contentPreview('courses'),
  },
  versions: { drafts: true },
  defaultSort: 'orderNumber',
  // Versions hold the drafts: without `readVersions` any signed-in account (a student) could list them.
  access: {
    read: publishedOrContentStaff,
    readVersions: isContentStaff,
    create: isContentStaff,
    update: isContentStaff,
    delete: isContentStaff,
  },
  hooks: { beforeDelete: [refuseDeleteWhileReferenced('topics', 'course', 'topics')], ...invalidatesContent },
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: 'course',
      options: [
        { label: 'Course', value: 'course' },
        { label: 'Challenge', value: 'challenge' },
      ],
    },
    { name: 'level', type: 'text', admin: { description: 'Shown to students, e.g. "Beginner".' } },
    { name: 'orderNumber', type: 'number', defaultValue: 0, index: true },
    {
      name: 'tags',
      type: 'select',
      hasMany: true,
      options: courseTags.map((tag) => ({ label: tag, value: tag })),
    },
    {
      name: 'tools',
      type: 'select',
      hasMany: true,
      options: aiTools.map(({ value, label }) => ({ value, label })),
      admin: { description: 'The AI tools its lessons teach. The paywall’s count of AI tools is counted from these.' },
    },
    { name: 'availableInTrial', type: 'checkbox', defaultValue: false },
    { name: 'description', type: 'textarea' },
    {
      name: 'image',
      label: 'Cover',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'The picture on course cards and the course page; 16:9, at least 1200×675.' },
    },
    {
      name: 'dayCount',
      type: 'number',
      min: 1,
      admin: { condition: (data) => data?.type === 'challenge', description: 'Length of a challenge in days.' },
    },
    totalField('totalTopics', 'Counted from the topics of this course.'),
    totalField('totalLessons', 'Counted from the lessons of its topics.'),
  ],
}

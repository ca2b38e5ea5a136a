import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { isStaff } from '../../access/is-staff'
import { sentByStudentThroughSite } from '../../access/sent-by-student-through-site'
import { senderField, studentWords, triageStatusField } from '../../fields/triage'
import { keysOf, lessonFeedbackTypes } from '@schemas/feedback/options'
import { changesStudentData } from '../../hooks/student-data-changed'

/** Spec §3 Lesson feedback, rated when a lesson completes. A rating of 4 or more has no feedback type. */
export const LessonFeedback: CollectionConfig = {
  slug: 'lesson-feedback',
  hooks: changesStudentData,
  labels: { singular: 'Lesson feedback', plural: 'Lesson feedback' },
  admin: {
    // Staff search the comments; the list's filters narrow by status (new / seen / fixed), rating or type.
    listSearchableFields: ['comment'],
    defaultColumns: ['lesson', 'rating', 'feedbackType', 'comment', 'status', 'student', 'createdAt'],
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: sentByStudentThroughSite, update: isStaff, delete: isAdmin },
  fields: [
    senderField(),
    { name: 'course', type: 'relationship', relationTo: 'courses', index: true, ...studentWords },
    { name: 'topic', type: 'relationship', relationTo: 'topics', ...studentWords },
    { name: 'lesson', type: 'relationship', relationTo: 'lessons', index: true, ...studentWords },
    { name: 'rating', type: 'number', required: true, min: 1, max: 5, index: true, ...studentWords },
    {
      name: 'feedbackType',
      type: 'select',
      options: keysOf(lessonFeedbackTypes),
      ...studentWords,
      admin: { ...studentWords.admin, description: 'Asked only for ratings below 4.' },
    },
    { name: 'comment', type: 'textarea', ...studentWords },
    triageStatusField(),
  ],
}

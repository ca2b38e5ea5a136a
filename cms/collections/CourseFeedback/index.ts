import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { isStaff } from '../../access/is-staff'
import { sentByStudentThroughSite } from '../../access/sent-by-student-through-site'
import { senderField, studentWords, triageStatusField } from '../../fields/triage'
import { courseCommentTypes, keysOf } from '@schemas/feedback/options'
import { changesStudentData } from '../../hooks/student-data-changed'

/** Spec §3 Course feedback: what a student said when they finished a course. Staff triage it. */
export const CourseFeedback: CollectionConfig = {
  slug: 'course-feedback',
  hooks: changesStudentData,
  labels: { singular: 'Course feedback', plural: 'Course feedback' },
  admin: {
    // Staff search the comments; the list's filters narrow by status (new / seen / fixed), rating or type.
    listSearchableFields: ['comment'],
    defaultColumns: ['course', 'rating', 'commentType', 'comment', 'status', 'student', 'createdAt'],
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: sentByStudentThroughSite, update: isStaff, delete: isAdmin },
  fields: [
    senderField(),
    { name: 'course', type: 'relationship', relationTo: 'courses', index: true, ...studentWords },
    { name: 'rating', type: 'number', required: true, min: 1, max: 5, index: true, ...studentWords },
    { name: 'commentType', type: 'select', options: keysOf(courseCommentTypes), ...studentWords },
    { name: 'comment', type: 'textarea', ...studentWords },
    triageStatusField(),
  ],
}

import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { isStaff } from '../../access/is-staff'
import { sentByStudentThroughSite } from '../../access/sent-by-student-through-site'
import { senderField, studentWords, triageStatusField } from '../../fields/triage'
import { issueTypes, keysOf } from '@schemas/feedback/options'
import { changesStudentData } from '../../hooks/student-data-changed'

/** Spec §3 Report issue: a problem a student found on a lesson or task page. Staff triage it. */
export const IssueReports: CollectionConfig = {
  slug: 'issue-reports',
  hooks: changesStudentData,
  labels: { singular: 'Issue report', plural: 'Issue reports' },
  admin: {
    // Staff search the comments; the list's filters narrow by status (new / seen / fixed), rating or type.
    listSearchableFields: ['comment'],
    defaultColumns: ['issueType', 'lesson', 'pageId', 'task', 'comment', 'status', 'student', 'createdAt'],
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: sentByStudentThroughSite, update: isStaff, delete: isAdmin },
  fields: [
    senderField(),
    { name: 'issueType', type: 'select', required: true, index: true, options: keysOf(issueTypes), ...studentWords },
    { name: 'course', type: 'relationship', relationTo: 'courses', ...studentWords },
    { name: 'topic', type: 'relationship', relationTo: 'topics', ...studentWords },
    { name: 'lesson', type: 'relationship', relationTo: 'lessons', index: true, ...studentWords },
    { name: 'task', type: 'relationship', relationTo: 'tasks', ...studentWords },
    {
      name: 'pageId',
      type: 'number',
      required: true,
      min: 0,
      ...studentWords,
      admin: { ...studentWords.admin, description: 'The lesson page (zero-based, as in ?page=) the student was on.' },
    },
    { name: 'comment', type: 'textarea', ...studentWords },
    triageStatusField(),
  ],
}

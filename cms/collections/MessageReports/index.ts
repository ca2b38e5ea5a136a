import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/is-admin'
import { isStaff } from '../../access/is-staff'
import { sentByStudentThroughSite } from '../../access/sent-by-student-through-site'
import { senderField, studentWords, triageStatusField } from '../../fields/triage'
import { keysOf } from '@schemas/feedback/options'
import { messageIssueTypes } from '@schemas/assistant/options'
import { changesStudentData } from '../../hooks/student-data-changed'

/** Spec §3 Message report: an assistant answer a student reported (payload, issue types, description). Staff triage it. */
export const MessageReports: CollectionConfig = {
  slug: 'message-reports',
  hooks: changesStudentData,
  labels: { singular: 'Message report', plural: 'Message reports' },
  admin: {
    listSearchableFields: ['payload', 'description'],
    defaultColumns: ['issueTypes', 'payload', 'description', 'status', 'student', 'createdAt'],
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: sentByStudentThroughSite, update: isStaff, delete: isAdmin },
  fields: [
    senderField(),
    { name: 'chat', type: 'relationship', relationTo: 'assistant-chats', ...studentWords },
    {
      name: 'payload',
      type: 'textarea',
      required: true,
      ...studentWords,
      admin: { ...studentWords.admin, description: 'The assistant answer the student reported.' },
    },
    {
      name: 'issueTypes',
      type: 'select',
      hasMany: true,
      required: true,
      index: true,
      options: keysOf(messageIssueTypes).map((value) => ({ value, label: messageIssueTypes[value] })),
      ...studentWords,
    },
    { name: 'description', type: 'textarea', ...studentWords },
    triageStatusField(),
  ],
}

import type { CollectionConfig } from 'payload'
import { createThroughSite, ownThroughSite } from '../../access/own-through-site'
import { ownOrSupport } from '../../access/own-or-support'
import { ownerField } from '../../fields/owner'
import { changesStudentData } from '../../hooks/student-data-changed'

/**
 * A student's attempt at one day's task (the day in their own time zone): the response history,
 * the last validation and when the day was completed. One row per student and day; written only
 * through the site (app/daily-task/server), read back by the student and staff.
 */
export const DailyTaskAttempts: CollectionConfig = {
  slug: 'daily-task-attempts',
  hooks: changesStudentData,
  admin: { defaultColumns: ['student', 'day', 'task', 'completedAt'] },
  defaultSort: '-day',
  access: { read: ownOrSupport, create: createThroughSite, update: ownThroughSite, delete: ownThroughSite },
  indexes: [{ fields: ['student', 'day'], unique: true }],
  fields: [
    ownerField(),
    {
      name: 'day',
      type: 'text',
      required: true,
      index: true,
      validate: (value: string | null | undefined) => /^\d{4}-\d{2}-\d{2}$/.test(value ?? '') || 'A date as YYYY-MM-DD.',
    },
    { name: 'task', type: 'relationship', relationTo: 'daily-tasks', required: true },
    {
      name: 'history',
      type: 'array',
      fields: [
        {
          name: 'side',
          type: 'select',
          required: true,
          options: [
            { label: 'Student', value: 'user' },
            { label: 'Assistant', value: 'assistant' },
          ],
        },
        { name: 'message', type: 'textarea', required: true },
        { name: 'timestamp', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      name: 'validation',
      type: 'array',
      admin: { description: 'The last check of the student’s prompt: each rubric item, completed or not.' },
      fields: [
        { name: 'text', type: 'text', required: true },
        { name: 'completed', type: 'checkbox', defaultValue: false },
        { name: 'reason', type: 'text' },
      ],
    },
    { name: 'completedAt', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}

import type { CollectionConfig } from 'payload'
import { isContentStaff } from '../../access/is-content-staff'
import { orderField } from '../../fields/order'
import { invalidatesContent } from '../../hooks/content-changed'

/**
 * The daily task (spec "Daily task"): one published task a day, rotating in `order` (see
 * app/daily-task/rules/daily-task-rules.ts taskIndexForDay). The items a good answer must do are
 * the rubric the AI provider's `judge` checks; students see them as the checklist. Students never
 * read this collection over REST: the site serves today's task only.
 */
export const DailyTasks: CollectionConfig = {
  slug: 'daily-tasks',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'order', '_status'] },
  versions: { drafts: true },
  defaultSort: 'order',
  access: { read: isContentStaff, readVersions: isContentStaff, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  // The site keeps the published list per content stamp (app/daily-task/server/todays-task.server.ts).
  hooks: invalidatesContent,
  fields: [
    { name: 'title', type: 'text', required: true, unique: true, maxLength: 120 },
    {
      name: 'instructions',
      type: 'textarea',
      required: true,
      maxLength: 2000,
      admin: { description: 'What the student is asked to write: the task as they read it.' },
    },
    {
      name: 'criteria',
      type: 'text',
      hasMany: true,
      required: true,
      minRows: 1,
      maxRows: 8,
      admin: {
        description:
          'The items a good answer must do, one each (e.g. "Says who the answer is for", "Sets a length or format"). The AI judge checks each; the student sees them ticked.',
      },
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'prompt-evaluation',
      options: [
        { label: 'A prompt for an AI', value: 'prompt-evaluation' },
        { label: 'A short written answer', value: 'essay' },
      ],
    },
    { name: 'minLength', type: 'number', min: 0, defaultValue: 0, admin: { description: 'Fewest characters accepted.' } },
    {
      name: 'model',
      type: 'text',
      maxLength: 100,
      admin: { description: 'Optional model that answers the prompt, e.g. gpt-4o-mini. Empty: the default model.' },
    },
    orderField('Tasks rotate one a day in this order.'),
  ],
}

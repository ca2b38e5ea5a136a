import type { CollectionConfig } from 'payload'
import { isContentStaff } from '../../access/is-content-staff'
import { invalidatesContent } from '../../hooks/content-changed'
import { blankMarker, checkBlanks, checkCorrectAnswers, checkOptions, checkRequiredPoints, taskTypeId, taskTypes } from './validate'

const whenType =
  (...types: string[]) =>
  (data: { type?: string }) =>
    types.includes(data?.type ?? '')

/** Practice tasks of a lesson, checked by the site (blanks, quiz) or by the AI grader (rubric). */
export const Tasks: CollectionConfig = {
  slug: 'tasks',
  admin: { useAsTitle: 'question', defaultColumns: ['question', 'type', 'lesson'] },
  access: { read: isContentStaff, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  hooks: invalidatesContent,
  fields: [
    { name: 'lesson', type: 'relationship', relationTo: 'lessons', required: true, index: true },
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: 'quiz',
      options: taskTypes.map(({ value, label, id }) => ({ value, label: `${id} · ${label}` })),
    },
    {
      name: 'taskTypeId',
      type: 'number',
      virtual: true,
      admin: { hidden: true },
      hooks: { afterRead: [({ siblingData }) => taskTypeId(siblingData?.type)] },
    },
    {
      name: 'question',
      type: 'textarea',
      required: true,
      admin: { description: `For fill in the blanks, write ${blankMarker} where each blank goes.` },
    },
    {
      name: 'options',
      type: 'array',
      admin: { condition: whenType('quiz') },
      validate: (value: unknown, { data }: { data: object }) => checkOptions(value as never, data),
      fields: [{ name: 'text', type: 'text', required: true }],
    },
    {
      name: 'correctAnswers',
      type: 'text',
      hasMany: true,
      admin: { condition: whenType('quiz'), description: 'Copy the text of each correct option.' },
      validate: (value: unknown, { data }: { data: object }) => checkCorrectAnswers(value as never, data),
    },
    {
      name: 'blanks',
      type: 'array',
      admin: { condition: whenType('fill-in-blanks'), description: 'One row per blank, in order.' },
      validate: (value: unknown, { data }: { data: object }) => checkBlanks(value as never, data),
      fields: [
        { name: 'answer', type: 'text', required: true },
        { name: 'alternatives', type: 'text', hasMany: true, admin: { description: 'Other spellings to accept.' } },
      ],
    },
    {
      name: 'rubric',
      type: 'group',
      admin: { condition: whenType('essay', 'prompt-evaluation'), description: 'How the AI grader judges the answer.' },
      fields: [
        {
          name: 'requiredPoints',
          type: 'text',
          hasMany: true,
          validate: (value: unknown, { data }: { data: object }) => checkRequiredPoints(value as never, data),
        },
        { name: 'minLength', type: 'number', min: 0, admin: { description: 'Fewest characters accepted.' } },
      ],
    },
    {
      name: 'example',
      type: 'textarea',
      admin: {
        condition: whenType('essay', 'prompt-evaluation'),
        description: 'A strong answer to this task (for a prompt task, a strong prompt), shown beside the student’s own after a check.',
      },
    },
    {
      name: 'comparison',
      type: 'group',
      admin: {
        condition: whenType('prompt-evaluation'),
        description: 'What an AI gives back to a thin prompt and to the example: the student sees the two answers side by side.',
      },
      fields: [
        { name: 'weakPrompt', type: 'textarea', admin: { description: 'A thin prompt for the same job.' } },
        { name: 'weakOutput', type: 'textarea', admin: { description: 'What an AI answers to the thin prompt.' } },
        { name: 'strongOutput', type: 'textarea', admin: { description: 'What an AI answers to the example prompt.' } },
      ],
    },
  ],
}

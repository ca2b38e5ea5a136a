import type { CollectionConfig, Validate } from 'payload'
import { isContentStaff } from '../../access/is-content-staff'
import { invalidatesContent } from '../../hooks/content-changed'
import { orderField } from '../../fields/order'
import { checkPlaceholders } from '../Lessons/inline-prompt'
import { promptGoals, promptPacks } from './options'

type Placeholders = { name?: string | null; options?: string[] | null }[] | null | undefined

const placeholdersMatch: Validate<string> = (prompt, { siblingData }) =>
  checkPlaceholders(prompt, (siblingData as { placeholders?: Placeholders }).placeholders)

const requiredFor =
  (pack: (typeof promptPacks)[number]['value'], what: string): Validate<string> =>
  (value, { siblingData }) =>
    (siblingData as { pack?: string }).pack !== pack || (typeof value === 'string' && value.trim() !== '')
      ? true
      : `A ${pack === 'complete_ai' ? 'Complete AI' : 'Personal boost'} prompt needs ${what}.`

/**
 * The prompt library the prompt packs sell (issue #46): one template per job and task, its
 * {{placeholders}} each with options. One prompt is the template filled with one option per
 * placeholder, so a template holds the product of its option counts (app/prompts/rules/prompt-count.ts).
 * Students never read this collection over the API: app/prompts/server reads it for a student only
 * after checking they hold the pack.
 */
export const PromptTemplates: CollectionConfig = {
  slug: 'prompt-templates',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'pack', 'job', 'task', 'goal', 'order'] },
  defaultSort: 'order',
  access: { read: isContentStaff, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  // The library page keeps each pack's templates until content changes (app/prompts/server).
  hooks: invalidatesContent,
  fields: [
    { name: 'title', type: 'text', required: true, unique: true },
    { name: 'pack', type: 'select', required: true, index: true, options: [...promptPacks] },
    {
      name: 'job',
      type: 'text',
      index: true,
      validate: requiredFor('complete_ai', 'a job'),
      admin: { description: 'Complete AI pack: who the prompt is for, e.g. Freelancer, Marketer.' },
    },
    {
      name: 'goal',
      type: 'select',
      index: true,
      options: [...promptGoals],
      validate: requiredFor('personal_boost', 'a goal'),
      admin: { description: 'Personal boost pack: the goal the student picked in the funnel.' },
    },
    { name: 'task', type: 'text', required: true, admin: { description: 'What the prompt does, e.g. Write a cold email.' } },
    {
      name: 'prompt',
      type: 'textarea',
      required: true,
      validate: placeholdersMatch,
      admin: { description: 'Write {{name}} where the student picks an option, e.g. {{tone}}.' },
    },
    {
      name: 'placeholders',
      type: 'array',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'options', type: 'text', hasMany: true, required: true, admin: { description: 'The first is the default.' } },
      ],
    },
    orderField(),
  ],
}

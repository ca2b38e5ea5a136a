import type { CollectionConfig } from 'payload'
import { createThroughSite, ownThroughSite } from '../../access/own-through-site'
import { ownOrSupport } from '../../access/own-or-support'
import { ownerField } from '../../fields/owner'
import { changesStudentData } from '../../hooks/student-data-changed'

/**
 * A student's learning profile and personal plan (app/plan), generated from their funnel answers
 * and edited by prompt. One row per student; the site writes it as the student.
 */
export const LearningPlans: CollectionConfig = {
  slug: 'learning-plans',
  hooks: changesStudentData,
  labels: { singular: 'Learning plan', plural: 'Learning plans' },
  admin: { defaultColumns: ['student', 'source', 'updatedAt'] },
  access: { read: ownOrSupport, create: createThroughSite, update: ownThroughSite, delete: ownThroughSite },
  indexes: [{ fields: ['student'], unique: true }],
  fields: [
    ownerField(),
    { name: 'profile', type: 'json', admin: { description: 'goal, ai_proficiency, time_per_day, name (schemas/learning/plan.ts).' } },
    { name: 'plan', type: 'json', admin: { description: 'planTitle and planSteps, each tied to a topic.' } },
    {
      name: 'source',
      type: 'select',
      options: ['rules', 'model'],
      admin: { description: 'Who made the current plan: the offline rules or the AI model.' },
    },
    {
      name: 'generationDay',
      type: 'text',
      admin: { description: 'The UTC day (YYYY-MM-DD) generationsOnDay counts.' },
    },
    { name: 'generationsOnDay', type: 'number', defaultValue: 0, min: 0 },
  ],
}

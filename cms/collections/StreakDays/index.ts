import type { CollectionConfig } from 'payload'
import { createThroughSite, ownThroughSite } from '../../access/own-through-site'
import { ownOrSupport } from '../../access/own-or-support'
import { ownerField } from '../../fields/owner'
import { changesStudentData } from '../../hooks/student-data-changed'

/**
 * The calendar days (in the student's time zone) on which they completed a lesson or a task; the
 * streaks are computed from these (app/learning/rules/streaks.ts). One row per student and day.
 */
export const StreakDays: CollectionConfig = {
  slug: 'streak-days',
  hooks: changesStudentData,
  admin: { defaultColumns: ['student', 'day'] },
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
  ],
}

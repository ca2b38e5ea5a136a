import type { CollectionConfig, CollectionSlug, Field } from 'payload'
import { createThroughSite, ownThroughSite } from '../../access/own-through-site'
import { ownOrSupport } from '../../access/own-or-support'
import { ownerField } from '../../fields/owner'
import { enrolmentStatuses, taskStatuses } from './statuses'
import { changesStudentData } from '../../hooks/student-data-changed'

type Item = 'course' | 'topic' | 'lesson' | 'task'
const itemCollection: Record<Item, CollectionSlug> = { course: 'courses', topic: 'topics', lesson: 'lessons', task: 'tasks' }

const relation = (item: Item, required = true): Field => ({
  name: item,
  type: 'relationship',
  relationTo: itemCollection[item],
  required,
  index: true,
})
const date = (name: string): Field => ({ name, type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } })

/**
 * One student's progress in one item. `updatedAt` is Payload's own; the API names the dates
 * started_at / updated_at / completed_at. At most one per student and item (compound index).
 */
function enrolments(slug: CollectionSlug, item: Item, parents: Item[], extra: Field[], statuses: readonly string[]): CollectionConfig {
  return {
    slug,
    hooks: changesStudentData,
    admin: { defaultColumns: ['student', item, 'status', 'updatedAt'] },
    defaultSort: '-updatedAt',
    access: { read: ownOrSupport, create: createThroughSite, update: ownThroughSite, delete: ownThroughSite },
    indexes: [{ fields: ['student', item], unique: true }],
    fields: [
      ownerField(),
      relation(item),
      ...parents.map((parent) => relation(parent, false)),
      {
        name: 'status',
        type: 'select',
        required: true,
        defaultValue: statuses[0],
        options: statuses.map((value) => ({ label: value, value })),
      },
      ...extra,
      date('startedAt'),
      date('completedAt'),
    ],
  }
}

const progress: Field = { name: 'progress', type: 'number', min: 0, max: 100, defaultValue: 0 }

export const CourseEnrolments = enrolments('course-enrolments', 'course', [], [progress], enrolmentStatuses)
export const TopicEnrolments = enrolments('topic-enrolments', 'topic', ['course'], [progress], enrolmentStatuses)
export const LessonEnrolments = enrolments('lesson-enrolments', 'lesson', ['topic', 'course'], [], enrolmentStatuses)
export const TaskEnrolments = enrolments(
  'task-enrolments',
  'task',
  ['lesson'],
  [
    { name: 'answer', type: 'json' },
    { name: 'feedback', type: 'textarea' },
  ],
  taskStatuses,
)

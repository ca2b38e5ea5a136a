import type { CollectionBeforeDeleteHook, CollectionSlug } from 'payload'
import { bumpStudentDataVersion } from '../../../hooks/student-data-changed'

/**
 * Everything a student owns goes with their profile. Before, not after, the delete: once the row is
 * gone the SQL adapters have already set the owner columns to null and nothing would match.
 */
export const studentOwned: CollectionSlug[] = [
  'task-enrolments',
  'lesson-enrolments',
  'lesson-bookmarks',
  'topic-enrolments',
  'course-enrolments',
  'streak-days',
  'learning-plans',
  'daily-task-attempts',
  'certificates',
  'course-feedback',
  'lesson-feedback',
  'issue-reports',
  // Reports before the chats they name.
  'message-reports',
  'assistant-chats',
  'feature-counters',
  'learning-events',
]

export const deleteStudentData: CollectionBeforeDeleteHook = async ({ id, req }) => {
  // One new data version for the lot, not one per document deleted.
  const context = req.context
  req.context = { ...context, deletingStudent: true }
  try {
    for (const collection of studentOwned) {
      await req.payload.delete({ collection, where: { student: { equals: id } }, req })
    }
  } finally {
    req.context = context
  }
  await bumpStudentDataVersion(req.payload, id, req)
}

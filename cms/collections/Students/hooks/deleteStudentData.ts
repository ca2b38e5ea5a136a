import type { CollectionAfterDeleteHook, CollectionSlug } from 'payload'

/** Everything a student owns goes with their profile. */
export const studentOwned: CollectionSlug[] = [
  'task-enrolments',
  'lesson-enrolments',
  'topic-enrolments',
  'course-enrolments',
  'streak-days',
]

export const deleteStudentData: CollectionAfterDeleteHook = async ({ id, req }) => {
  for (const collection of studentOwned) {
    await req.payload.delete({ collection, where: { student: { equals: id } }, req })
  }
}

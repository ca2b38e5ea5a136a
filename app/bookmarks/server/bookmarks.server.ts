import { getPayloadClient } from '@cms/get-payload'
import type { LessonBookmark } from '@cms/payload-types'
import { type Id, idKey } from '@schemas/id'
import type { SessionStudent } from '~/core/session.server'
import { noRequestContext, type RequestContext } from '~/core/request-context.server'
import { studentData } from '~/core/student-data.server'
import type { TrialViewer } from '~/core/trial'
import { idOf, openLessonById } from '~/learning/index.server'
import type { SavedLesson } from '../rules/saved-lesson'

const asStudent = (student: SessionStudent) => ({ overrideAccess: false as const, user: student, depth: 0 })

/** The student's own bookmark rows, newest first (access keeps them to the student's own). */
async function bookmarkRows(student: SessionStudent, lessonId?: Id): Promise<LessonBookmark[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'lesson-bookmarks',
    where: lessonId === undefined ? {} : { lesson: { equals: lessonId } },
    sort: '-createdAt',
    limit: 500,
    pagination: false,
    ...asStudent(student),
  })
  return docs
}

/**
 * The student's saved lessons that they can still open, newest first. A lesson since removed from
 * the catalogue, or closed to them (a trial on the apps), is left out rather than linked to a 404.
 */
export async function listSavedLessons(student: SessionStudent, viewer: TrialViewer): Promise<SavedLesson[]> {
  const rows = await bookmarkRows(student)
  const opened = await Promise.all(
    rows.map(async (row) => {
      if (row.lesson == null) return null
      const found = await openLessonById(viewer, idOf(row.lesson)).catch(() => null)
      if (!found) return null
      const { course, topic, lesson } = found
      return {
        lessonId: lesson.id,
        topicId: topic.id,
        courseId: course.id,
        title: lesson.title,
        topicTitle: topic.title,
        courseTitle: course.title,
        savedAt: row.createdAt,
      } satisfies SavedLesson
    }),
  )
  return opened.filter((item) => item !== null)
}

/**
 * Whether the student saved this lesson (the lesson page's "Save for later" state). The saved
 * lessons are kept with the student's other reads until their data changes (a bookmark written or
 * removed changes it), so opening lesson after lesson reads them once.
 */
export async function isLessonSaved(student: SessionStudent, lessonId: Id, context: RequestContext = noRequestContext): Promise<boolean> {
  const saved = await studentData(context, student, 'saved-lessons', async () =>
    (await bookmarkRows(student)).flatMap((row) => (row.lesson == null ? [] : [idKey(idOf(row.lesson))])),
  )
  return saved.includes(idKey(lessonId))
}

/**
 * Saves a lesson the student can open; saving it again changes nothing ("already saved" is not an
 * error, also when a second request saved it between our read and our write).
 */
export async function saveLesson(student: SessionStudent, lessonId: Id, viewer: TrialViewer): Promise<SavedLesson> {
  const { course, topic, lesson } = await openLessonById(viewer, lessonId)
  const saved = (row: LessonBookmark): SavedLesson => ({
    lessonId: lesson.id,
    topicId: topic.id,
    courseId: course.id,
    title: lesson.title,
    topicTitle: topic.title,
    courseTitle: course.title,
    savedAt: row.createdAt,
  })
  const [existing] = await bookmarkRows(student, lesson.id)
  if (existing) return saved(existing)
  const payload = await getPayloadClient()
  try {
    const created = await payload.create({
      collection: 'lesson-bookmarks',
      data: { student: student.id, lesson: lesson.id, topic: topic.id, course: course.id } as never,
      ...asStudent(student),
    })
    return saved(created)
  } catch (error) {
    const [again] = await bookmarkRows(student, lesson.id)
    if (again) return saved(again)
    throw error
  }
}

/** Removes the student's bookmark of a lesson, if there is one: removing twice is not an error. */
export async function removeSavedLesson(student: SessionStudent, lessonId: Id): Promise<void> {
  const payload = await getPayloadClient()
  await payload.delete({ collection: 'lesson-bookmarks', where: { lesson: { equals: lessonId } }, ...asStudent(student) })
}

import { getPayloadClient } from '@cms/get-payload'
import { storedIds } from '@cms/document-id'
import type { Course, User } from '@cms/payload-types'
import { type Id, relationId, sameId } from '@schemas/id'
import { courseSummary } from '../api/api-views'
import { coverView } from '../rules/course-cover'
import { idOf } from './catalogue.server'
import { type loadCourseOverview, renderSections } from './lesson.server'
import { taskView } from './task.server'

/**
 * What a lesson and a course look like to a student who has not started them, for the admin's live
 * preview (app/content-preview). Read as the staff member (`overrideAccess: false`), never cached:
 * drafts and unsaved text must not reach the students' content cache.
 */
type Staff = User & { collection: 'users' }
type Overview = Awaited<ReturnType<typeof loadCourseOverview>>

/** A lesson's sections from its joined content, and its tasks as a student sees them before answering. */
export async function previewLessonSections(content: string, staff: Staff) {
  const sections = await renderSections(content)
  const taskIds = sections.flatMap((section) => (section.kind === 'tasks' ? section.taskIds : []))
  return { sections, tasks: await tasksAsNew(taskIds, staff) }
}

async function tasksAsNew(taskIds: Id[], staff: Staff) {
  const payload = await getPayloadClient()
  const ids = storedIds(payload, taskIds)
  if (ids.length === 0) return []
  const read = { overrideAccess: false, user: staff, depth: 0, limit: ids.length } as const
  const { docs } = await payload.find({ collection: 'tasks', where: { id: { in: ids } }, ...read })
  return docs.map((task) => taskView(task, undefined))
}

/** The course page of a student who has not started it: its cover, topics and lessons, nothing done. */
export async function previewCourseOverview(course: Course, staff: Staff): Promise<Overview> {
  const payload = await getPayloadClient()
  const read = { overrideAccess: false, user: staff, depth: 0, pagination: false } as const
  const imageId = relationId(course.image)
  const [topics, media] = await Promise.all([
    payload.find({ collection: 'topics', where: { course: { equals: course.id } }, sort: 'order', ...read }),
    imageId == null ? null : payload.findByID({ collection: 'media', id: imageId, ...read }).catch(() => null),
  ])
  const topicIds = topics.docs.map((topic) => topic.id)
  const lessons =
    topicIds.length === 0
      ? []
      : (
          await payload.find({
            collection: 'lessons',
            where: { topic: { in: topicIds } },
            sort: 'number',
            select: { title: true, number: true, topic: true },
            ...read,
          })
        ).docs
  const first = topics.docs.flatMap((topic) => lessons.filter((lesson) => sameId(lesson.topic, topic.id)))[0]
  return {
    course: { ...courseSummary(course), cover: media ? coverView(media) : null },
    enrolment: { status: 'none', progress: 0 },
    next: first ? { topicId: idOf(first.topic), lessonId: first.id, title: first.title } : null,
    topics: topics.docs.map((topic) => {
      const own = lessons.filter((lesson) => sameId(lesson.topic, topic.id))
      return {
        id: topic.id,
        title: topic.title,
        description: topic.description ?? null,
        status: 'none',
        progress: 0,
        nextLessonId: own[0]?.id ?? null,
        lessons: own.map((lesson) => ({ id: lesson.id, title: lesson.title, number: lesson.number, status: 'none' as const })),
      }
    }),
  }
}

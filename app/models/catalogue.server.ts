import { getPayloadClient } from '../../cms/get-payload'
import type { Course, Lesson, Task, Topic } from '../../cms/payload-types'
import { trialFilter, type TrialViewer } from '~/learning/trial'
import { notFound, problem } from './problem'

/**
 * The catalogue as the site reads it. Courses are read as an anonymous visitor (published only);
 * topics, lessons and tasks are subscriber content the CMS API shows to staff alone, so the site
 * reads them itself and applies the trial rule here, before anything reaches a student.
 */
export async function listCourses(): Promise<Course[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'courses', overrideAccess: false, sort: 'orderNumber', depth: 0, limit: 200 })
  return docs
}

export async function getCourse(courseId: number, viewer?: TrialViewer): Promise<Course> {
  const payload = await getPayloadClient()
  const course = await payload
    .findByID({ collection: 'courses', id: courseId, overrideAccess: false, depth: 0 })
    .catch(() => null)
  if (!course) throw notFound('This course')
  if (viewer && trialFilter([course], viewer).length === 0) throw locked()
  return course
}

export const locked = () => problem(403, 'Not in your trial', 'This part of the catalogue opens with a subscription.')

export async function topicsOf(courseId: number, viewer?: TrialViewer): Promise<Topic[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'topics', where: { course: { equals: courseId } }, sort: 'order', depth: 0, limit: 500 })
  return viewer ? trialFilter(docs, viewer) : docs
}

export type LessonSummary = Pick<Lesson, 'id' | 'title' | 'number'> & { topic: number }

export async function lessonsOf(topicIds: number[]): Promise<LessonSummary[]> {
  if (topicIds.length === 0) return []
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'lessons',
    where: { topic: { in: topicIds } },
    sort: 'number',
    depth: 0,
    limit: 2000,
    select: { title: true, number: true, topic: true },
  })
  const order = new Map(topicIds.map((id, index) => [id, index]))
  return docs
    .map((lesson) => ({ id: lesson.id, title: lesson.title, number: lesson.number, topic: idOf(lesson.topic) }))
    .sort((a, b) => order.get(a.topic)! - order.get(b.topic)! || a.number - b.number)
}

/** The topic, checked to belong to the course and to be open to this viewer. */
export async function getTopic(courseId: number, topicId: number, viewer?: TrialViewer): Promise<Topic> {
  const payload = await getPayloadClient()
  const topic = await payload.findByID({ collection: 'topics', id: topicId, depth: 0 }).catch(() => null)
  if (!topic || idOf(topic.course) !== courseId) throw notFound('This topic')
  if (viewer && trialFilter([topic], viewer).length === 0) throw locked()
  return topic
}

export async function getLesson(topicId: number, lessonId: number): Promise<Lesson> {
  const payload = await getPayloadClient()
  const lesson = await payload.findByID({ collection: 'lessons', id: lessonId, depth: 0 }).catch(() => null)
  if (!lesson || idOf(lesson.topic) !== topicId) throw notFound('This lesson')
  return lesson
}

export async function getLessonById(lessonId: number): Promise<Lesson> {
  const payload = await getPayloadClient()
  const lesson = await payload.findByID({ collection: 'lessons', id: lessonId, depth: 0 }).catch(() => null)
  if (!lesson) throw notFound('This lesson')
  return lesson
}

export async function getTasks(ids: number[]): Promise<Task[]> {
  if (ids.length === 0) return []
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'tasks', where: { id: { in: ids } }, depth: 0, limit: ids.length })
  return docs
}

export function idOf(value: number | { id: number } | null | undefined): number {
  return typeof value === 'object' && value !== null ? value.id : (value as number)
}

export async function getTopicById(topicId: number): Promise<Topic> {
  const payload = await getPayloadClient()
  const topic = await payload.findByID({ collection: 'topics', id: topicId, depth: 0 }).catch(() => null)
  if (!topic) throw notFound('This topic')
  return topic
}

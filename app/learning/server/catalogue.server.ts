import { getPayloadClient } from '../../../cms/get-payload'
import type { Course, Lesson, Task, Topic } from '../../../cms/payload-types'
import { cachedContent } from '~/http/content-cache.server'
import { trialFilter, type TrialViewer } from '~/learning/rules/trial'
import { notFound, problem } from '../../http/problem'

/**
 * The catalogue as the site reads it. Courses are read as an anonymous visitor (published only);
 * topics, lessons and tasks are subscriber content the CMS API shows to staff alone, so the site
 * reads them itself and applies the trial rule here, before anything reaches a student.
 *
 * Every student reads the same catalogue, so it is kept in memory per content stamp (the catalogue
 * collections change the stamp, cms/hooks/content-changed.ts) and frozen: a caller that changed a
 * shared document would change it for everyone.
 */
function catalogue<T>(key: string, load: () => Promise<T>): Promise<T> {
  return cachedContent(`catalogue|${key}`, async () => deepFreeze(await load()))
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const item of Object.values(value)) deepFreeze(item)
  }
  return value
}

export function listCourses(): Promise<readonly Course[]> {
  return catalogue('courses', async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'courses', overrideAccess: false, sort: 'orderNumber', depth: 0, limit: 200 })
    return docs
  })
}

const findById = <C extends 'courses' | 'topics' | 'lessons'>(collection: C, id: number) =>
  catalogue(`${collection}|${id}`, async () => {
    const payload = await getPayloadClient()
    // Courses as a visitor (published only); topics and lessons have no drafts.
    return payload.findByID({ collection, id, overrideAccess: collection !== 'courses', depth: 0 }).catch(() => null)
  })

export async function getCourse(courseId: number, viewer?: TrialViewer): Promise<Course> {
  const course = (await findById('courses', courseId)) as Course | null
  if (!course) throw notFound('This course')
  if (viewer && trialFilter([course], viewer).length === 0) throw locked()
  return course
}

export const locked = () => problem(403, 'Not in your trial', 'This part of the catalogue opens with a subscription.')

export async function topicsOf(courseId: number, viewer?: TrialViewer): Promise<Topic[]> {
  const docs = await catalogue(`topics-of|${courseId}`, async () => {
    const payload = await getPayloadClient()
    const found = await payload.find({ collection: 'topics', where: { course: { equals: courseId } }, sort: 'order', depth: 0, limit: 500 })
    return found.docs
  })
  return viewer ? trialFilter(docs, viewer) : [...docs]
}

export type LessonSummary = Pick<Lesson, 'id' | 'title' | 'number'> & { topic: number }

export async function lessonsOf(topicIds: number[]): Promise<LessonSummary[]> {
  if (topicIds.length === 0) return []
  return [...(await catalogue(`lessons-of|${topicIds.join(',')}`, () => readLessonsOf(topicIds)))]
}

async function readLessonsOf(topicIds: number[]): Promise<LessonSummary[]> {
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
  const topic = (await findById('topics', topicId)) as Topic | null
  if (!topic || idOf(topic.course) !== courseId) throw notFound('This topic')
  if (viewer && trialFilter([topic], viewer).length === 0) throw locked()
  return topic
}

export async function getLesson(topicId: number, lessonId: number): Promise<Lesson> {
  const lesson = (await findById('lessons', lessonId)) as Lesson | null
  if (!lesson || idOf(lesson.topic) !== topicId) throw notFound('This lesson')
  return lesson
}

export async function getLessonById(lessonId: number): Promise<Lesson> {
  const lesson = (await findById('lessons', lessonId)) as Lesson | null
  if (!lesson) throw notFound('This lesson')
  return lesson
}

export async function getTasks(ids: number[]): Promise<Task[]> {
  if (ids.length === 0) return []
  const docs = await catalogue(`tasks|${ids.join(',')}`, async () => {
    const payload = await getPayloadClient()
    return (await payload.find({ collection: 'tasks', where: { id: { in: ids } }, depth: 0, limit: ids.length })).docs
  })
  return [...docs]
}

export function idOf(value: number | { id: number } | null | undefined): number {
  return typeof value === 'object' && value !== null ? value.id : (value as number)
}

export async function getTopicById(topicId: number): Promise<Topic> {
  const topic = (await findById('topics', topicId)) as Topic | null
  if (!topic) throw notFound('This topic')
  return topic
}

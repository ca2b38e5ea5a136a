import { getPayloadClient } from '@cms/get-payload'
import { storedId, storedIds } from '@cms/document-id'
import { type Id, idKey, relationId, sameId } from '@schemas/id'
import type { Course, Lesson, Task, Topic } from '@cms/payload-types'
import { cachedContent } from '~/core/content-cache.server'
import { trialFilter, type TrialViewer } from '~/core/trial'
import { notFound, problem } from '../../core/problem'

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

/** By id, from a route or a body: an id no document here can have is not found without asking the database. */
async function findById<C extends 'courses' | 'topics' | 'lessons'>(collection: C, id: Id) {
  const payload = await getPayloadClient()
  const stored = storedId(payload, id)
  if (stored === null) return null
  return catalogue(`${collection}|${idKey(stored)}`, () =>
    // Courses as a visitor (published only); topics and lessons have no drafts.
    payload.findByID({ collection, id: stored, overrideAccess: collection !== 'courses', depth: 0 }).catch(() => null),
  )
}

export async function getCourse(courseId: Id, viewer?: TrialViewer): Promise<Course> {
  const course = (await findById('courses', courseId)) as Course | null
  if (!course) throw notFound('This course')
  if (viewer && trialFilter([course], viewer).length === 0) throw locked()
  return course
}

export const locked = () => problem(403, 'Not in your trial', 'This part of the catalogue opens with a subscription.')

/** The topics of a course the caller has loaded (`course.id`), in order. */
export async function topicsOf(courseId: Id, viewer?: TrialViewer): Promise<Topic[]> {
  const docs = await catalogue(`topics-of|${idKey(courseId)}`, async () => {
    const payload = await getPayloadClient()
    const found = await payload.find({ collection: 'topics', where: { course: { equals: courseId } }, sort: 'order', depth: 0, limit: 500 })
    return found.docs
  })
  return viewer ? trialFilter(docs, viewer) : [...docs]
}

export type LessonSummary = Pick<Lesson, 'id' | 'title' | 'number'> & { topic: Id }

/** The lessons of topics the caller has loaded (`topic.id`), topic by topic in the order given, then by number. */
export async function lessonsOf(topicIds: Id[]): Promise<LessonSummary[]> {
  if (topicIds.length === 0) return []
  return [...(await catalogue(`lessons-of|${topicIds.map(idKey).join(',')}`, () => readLessonsOf(topicIds)))]
}

async function readLessonsOf(topicIds: Id[]): Promise<LessonSummary[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'lessons',
    where: { topic: { in: topicIds } },
    sort: 'number',
    depth: 0,
    limit: 2000,
    select: { title: true, number: true, topic: true },
  })
  // The order is the caller's topic order (positions in the list), never the ids themselves.
  const order = new Map(topicIds.map((id, index) => [idKey(id), index]))
  return docs
    .map((lesson) => ({ id: lesson.id, title: lesson.title, number: lesson.number, topic: idOf(lesson.topic) }))
    .sort((a, b) => order.get(idKey(a.topic))! - order.get(idKey(b.topic))! || a.number - b.number)
}

/** The topic, checked to belong to the course and to be open to this viewer. */
export async function getTopic(courseId: Id, topicId: Id, viewer?: TrialViewer): Promise<Topic> {
  const topic = (await findById('topics', topicId)) as Topic | null
  if (!topic || !sameId(topic.course, courseId)) throw notFound('This topic')
  if (viewer && trialFilter([topic], viewer).length === 0) throw locked()
  return topic
}

export async function getLesson(topicId: Id, lessonId: Id): Promise<Lesson> {
  const lesson = (await findById('lessons', lessonId)) as Lesson | null
  if (!lesson || !sameId(lesson.topic, topicId)) throw notFound('This lesson')
  return lesson
}

export async function getLessonById(lessonId: Id): Promise<Lesson> {
  const lesson = (await findById('lessons', lessonId)) as Lesson | null
  if (!lesson) throw notFound('This lesson')
  return lesson
}

/** The tasks among these ids that exist (ids no document here can have are left out). */
export async function getTasks(ids: Id[]): Promise<Task[]> {
  const payload = await getPayloadClient()
  const stored = storedIds(payload, ids)
  if (stored.length === 0) return []
  const docs = await catalogue(`tasks|${stored.map(idKey).join(',')}`, async () => {
    return (await payload.find({ collection: 'tasks', where: { id: { in: stored } }, depth: 0, limit: stored.length })).docs
  })
  return [...docs]
}

/** The id of a required relationship (a document's course, topic, lesson …), loaded or not. */
export function idOf(value: Id | { id: Id } | null | undefined): Id {
  return relationId(value)!
}

export async function getTopicById(topicId: Id): Promise<Topic> {
  const topic = (await findById('topics', topicId)) as Topic | null
  if (!topic) throw notFound('This topic')
  return topic
}

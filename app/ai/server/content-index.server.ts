import { getPayloadClient } from '@cms/get-payload'
import { cachedContent } from '~/core/content-cache.server'
import { buildIndex, type ContentIndex, type Passage, plainText } from '~/ai/rules/retrieval'
import { lessonHref, lessonPassageTexts } from '~/ai/rules/lesson-context'
import { idKey } from '@schemas/id'

/**
 * The assistant's full-text index over published courses, their lessons and the tips, rebuilt in
 * memory once per content stamp: an edit in the admin (courses, topics, lessons, tips all bump it)
 * is searchable on the next question, with no migration or search server.
 */
export function contentIndex(): Promise<ContentIndex> {
  return cachedContent('ai|content-index', async () => buildIndex(await readPassages()))
}

async function readPassages(): Promise<Passage[]> {
  const payload = await getPayloadClient()
  // Courses as a visitor sees them (published only); topics, lessons and tips are read by the site itself.
  const [courses, topics, lessons, tips] = await Promise.all([
    payload.find({ collection: 'courses', overrideAccess: false, depth: 0, limit: 1000, pagination: false }),
    payload.find({ collection: 'topics', depth: 0, limit: 5000, pagination: false }),
    payload.find({
      collection: 'lessons',
      depth: 0,
      limit: 20000,
      pagination: false,
      select: { title: true, topic: true, sections: true, content: true },
    }),
    payload.find({ collection: 'tips', depth: 0, limit: 5000, pagination: false, select: { title: true, content: true } }),
  ])
  const courseById = new Map(courses.docs.map((course) => [idKey(course.id), course]))
  const topicById = new Map(topics.docs.map((topic) => [idKey(topic.id), topic]))
  const passages: Passage[] = []

  for (const course of courses.docs) {
    if (!course.description) continue
    const href = `/${course.type === 'challenge' ? 'challenge' : 'course'}/${course.id}`
    passages.push(passage(`course:${course.id}`, 'course', course.title, href, course.description, Boolean(course.availableInTrial)))
  }
  for (const lesson of lessons.docs) {
    const topic = topicById.get(idKey(relation(lesson.topic)))
    const course = topic && courseById.get(idKey(relation(topic.course)))
    if (!topic || !course) continue // a lesson of an unpublished course is not cited
    const href = lessonHref(course.id, topic.id, lesson.id)
    const trial = Boolean(course.availableInTrial && topic.availableInTrial)
    lessonPassageTexts(lesson.content).forEach((text, index) => {
      passages.push(passage(`lesson:${lesson.id}:${index}`, 'lesson', lesson.title, href, text, trial))
    })
  }
  for (const tip of tips.docs) {
    passages.push(passage(`tip:${tip.id}`, 'tip', tip.title, `/ai-tips/${tip.id}`, plainText(tip.content ?? ''), true))
  }
  return passages
}

function passage(id: string, kind: Passage['kind'], title: string, href: string, text: string, trial: boolean): Passage {
  return { id, kind, title, href, text, trial, excerpt: '' }
}

function relation(value: unknown): string | number {
  return typeof value === 'object' && value !== null ? (value as { id: string | number }).id : (value as string | number)
}

import type { Payload } from 'payload'
import type { Lesson, Task } from '../payload-types'
import { storedId } from '../document-id'
import { type Id, idKey, sameId } from '@schemas/id'
import { seedContext } from './context'
import { ensureCover } from './covers'
import type { SeedCourse, SeedLesson, SeedTask, SeedTopic } from './data/build'
import type { SeedRun } from './ensure'

type LessonSections = NonNullable<Lesson['sections']>
type IntroLessonIds = { courseId: Id; topicId: Id; lessonId: Id }

/**
 * Courses, their topics, lessons and tasks. Natural keys: course slug, topic title, lesson number,
 * task question. Documents refer to each other by the ids the database gave (never fixed ones), so
 * the catalogue seeds alike on SQLite, PostgreSQL and MongoDB.
 */
export async function seedCatalogue(run: SeedRun, courses: readonly SeedCourse[]): Promise<void> {
  let intro: IntroLessonIds | undefined
  for (const entry of courses) {
    const bySlug = { slug: { equals: entry.course.slug } }
    // A cover only for a course this run creates: existing courses keep what marketers chose.
    const isNew = (await run.payload.count({ collection: 'courses', where: bySlug })).totalDocs === 0
    const image = isNew ? await ensureCover(run, entry.course.slug, entry.course.title) : undefined
    const { doc: course, created } = await run.ensure(
      'courses',
      bySlug,
      { ...entry.course, ...(image === undefined ? {} : { image: image as number }), _status: 'published' },
      { sqlId: entry.sqlId },
    )
    // A course seeded before it named its tools gets them (the paywall's tool count is counted from
    // them); a marketer's own choice, or an unpublished course, is left alone.
    if (!created && course._status === 'published' && !course.tools?.length && entry.course.tools?.length) {
      await run.payload.update({
        collection: 'courses',
        id: course.id,
        data: { tools: entry.course.tools },
        depth: 0,
        context: seedContext(),
      })
    }
    for (const [index, topic] of entry.topics.entries()) {
      const seeded = await seedTopic(run, course.id, index + 1, topic)
      if (seeded.introLesson) intro = { courseId: course.id, topicId: seeded.topicId, lessonId: seeded.introLesson }
    }
  }
  if (intro) await pointIntroLessonAt(run, intro)
}

async function seedTopic(run: SeedRun, courseId: Id, order: number, topic: SeedTopic): Promise<{ topicId: Id; introLesson?: Id }> {
  const { doc } = await run.ensure(
    'topics',
    { and: [{ course: { equals: courseId } }, { title: { equals: topic.title } }] },
    {
      course: courseId as number,
      title: topic.title,
      description: topic.description,
      order,
      availableInTrial: topic.availableInTrial ?? false,
    },
    { sqlId: topic.sqlId },
  )
  let introLesson: Id | undefined
  for (const [index, lesson] of topic.lessons.entries()) {
    const lessonId = await seedLesson(run, doc.id, index + 1, lesson)
    if (lesson.introLesson) introLesson = lessonId
  }
  return { topicId: doc.id, introLesson }
}

/**
 * Tasks point at their lesson and a tasks section points at the tasks, so a new lesson is saved
 * first without its tasks sections, then completed once its tasks exist.
 */
async function seedLesson(run: SeedRun, topicId: Id, number: number, lesson: SeedLesson): Promise<Id> {
  const withoutTasks = lesson.sections.filter((section) => section.blockType !== 'tasks') as LessonSections
  const { doc, created } = await run.ensure(
    'lessons',
    { and: [{ topic: { equals: topicId } }, { number: { equals: number } }] },
    { topic: topicId as number, number, title: lesson.title, sections: withoutTasks },
    { sqlId: lesson.sqlId },
  )
  if (!created) {
    await backfillTasks(run, doc.id, lesson)
    return doc.id
  }
  if (withoutTasks.length === lesson.sections.length) return doc.id

  const sections: LessonSections = []
  for (const section of lesson.sections) {
    if (section.blockType !== 'tasks') {
      sections.push(section as LessonSections[number])
      continue
    }
    const ids: Id[] = []
    for (const task of section.tasks) ids.push((await seedTask(run, doc.id, task)).id)
    sections.push({ blockType: 'tasks', tasks: ids as number[] })
  }
  await run.payload.update({ collection: 'lessons', id: doc.id, data: { sections }, depth: 0, context: seedContext() })
  return doc.id
}

async function seedTask(run: SeedRun, lessonId: Id, task: SeedTask): Promise<Task> {
  const base = { lesson: lessonId as number, type: task.type, question: task.question }
  const details =
    task.type === 'quiz'
      ? { options: task.options.map((option) => ({ text: option })), correctAnswers: task.correctAnswers }
      : task.type === 'fill-in-blanks'
        ? { blanks: task.blanks }
        : { rubric: task.rubric, example: task.example ?? null, comparison: task.comparison ?? {} }
  const { doc } = await run.ensure(
    'tasks',
    { and: [{ lesson: { equals: lessonId } }, { question: { equals: task.question } }] },
    { ...base, ...details },
  )
  return doc
}

/**
 * Tasks seeded before tasks carried their example get it, and the answers to compare; fields a
 * marketer filled, and tasks they removed or reworded, are left alone. One read per lesson that has
 * such tasks (a start with demo content reads each seeded lesson's tasks once, not each task).
 */
async function backfillTasks(run: SeedRun, lessonId: Id, lesson: SeedLesson): Promise<void> {
  const taught = lesson.sections
    .flatMap((section) => (section.blockType === 'tasks' ? section.tasks : []))
    .filter((task) => (task.type === 'essay' || task.type === 'prompt-evaluation') && (task.example || task.comparison))
  if (taught.length === 0) return
  const { docs } = await run.payload.find({
    collection: 'tasks',
    where: { lesson: { equals: lessonId } },
    pagination: false,
    depth: 0,
  })
  for (const task of taught) {
    const doc = docs.find((candidate) => candidate.question === task.question)
    if (!doc || (task.type !== 'essay' && task.type !== 'prompt-evaluation')) continue
    const missing = {
      ...(!doc.example && task.example ? { example: task.example } : {}),
      ...(!doc.comparison?.weakPrompt && task.comparison ? { comparison: task.comparison } : {}),
    }
    if (Object.keys(missing).length > 0)
      await run.payload.update({ collection: 'tasks', id: doc.id, data: missing, depth: 0, context: seedContext() })
  }
}

/**
 * Site settings name the onboarding's intro lesson by id. Their defaults are the spec's ids, which
 * the seed asks for on SQL; where the database chose others (MongoDB, or a SQL database where those
 * ids were taken) they would name nothing, so they are pointed at the seeded intro lesson. Settings
 * that name an existing lesson of that topic and course (the defaults that hold, or a marketer's
 * choice) are left alone.
 */
async function pointIntroLessonAt(run: SeedRun, seeded: IntroLessonIds): Promise<void> {
  const { payload } = run
  const { introLesson: current } = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  if (current && (await namesALesson(payload, current))) return
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { introLesson: { courseId: idKey(seeded.courseId), topicId: idKey(seeded.topicId), lessonId: idKey(seeded.lessonId) } },
    depth: 0,
    overrideAccess: true,
    // No seed context: the change reaches the site's content cache even when the run created nothing.
  })
}

async function namesALesson(
  payload: Payload,
  ref: { courseId?: string | null; topicId?: string | null; lessonId?: string | null },
): Promise<boolean> {
  const lessonId = ref.lessonId ? storedId(payload, ref.lessonId) : null
  const lesson =
    lessonId === null
      ? null
      : await payload.findByID({ collection: 'lessons', id: lessonId, depth: 1, disableErrors: true, overrideAccess: true })
  if (!lesson || !sameId(lesson.topic, ref.topicId)) return false
  return typeof lesson.topic === 'object' && sameId(lesson.topic.course, ref.courseId)
}

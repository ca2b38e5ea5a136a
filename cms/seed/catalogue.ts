import type { Lesson, Task } from '../payload-types'
import { seedContext } from './context'
import type { SeedCourse, SeedLesson, SeedTask, SeedTopic } from './data/build'
import type { SeedRun } from './ensure'

type Id = number | string
type LessonSections = NonNullable<Lesson['sections']>

/** Courses, their topics, lessons and tasks. Natural keys: course slug, topic title, lesson number, task question. */
export async function seedCatalogue(run: SeedRun, courses: readonly SeedCourse[]): Promise<void> {
  for (const entry of courses) {
    const { doc: course } = await run.ensure(
      'courses',
      { slug: { equals: entry.course.slug } },
      { ...entry.course, _status: 'published' },
      { id: entry.id },
    )
    for (const [index, topic] of entry.topics.entries()) await seedTopic(run, course.id, index + 1, topic)
  }
}

async function seedTopic(run: SeedRun, courseId: Id, order: number, topic: SeedTopic) {
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
    { id: topic.id },
  )
  for (const [index, lesson] of topic.lessons.entries()) await seedLesson(run, doc.id, index + 1, lesson)
}

/**
 * Tasks point at their lesson and a tasks section points at the tasks, so a new lesson is saved
 * first without its tasks sections, then completed once its tasks exist.
 */
async function seedLesson(run: SeedRun, topicId: Id, number: number, lesson: SeedLesson) {
  const withoutTasks = lesson.sections.filter((section) => section.blockType !== 'tasks') as LessonSections
  const { doc, created } = await run.ensure(
    'lessons',
    { and: [{ topic: { equals: topicId } }, { number: { equals: number } }] },
    { topic: topicId as number, number, title: lesson.title, sections: withoutTasks },
    { id: lesson.id },
  )
  if (!created || withoutTasks.length === lesson.sections.length) return

  const sections: LessonSections = []
  for (const section of lesson.sections) {
    if (section.blockType !== 'tasks') {
      sections.push(section as LessonSections[number])
      continue
    }
    const ids: number[] = []
    for (const task of section.tasks) ids.push((await seedTask(run, doc.id, task)).id)
    sections.push({ blockType: 'tasks', tasks: ids })
  }
  await run.payload.update({ collection: 'lessons', id: doc.id, data: { sections }, depth: 0, context: seedContext })
}

async function seedTask(run: SeedRun, lessonId: Id, task: SeedTask): Promise<Task> {
  const base = { lesson: lessonId as number, type: task.type, question: task.question }
  const details =
    task.type === 'quiz'
      ? { options: task.options.map((option) => ({ text: option })), correctAnswers: task.correctAnswers }
      : task.type === 'fill-in-blanks'
        ? { blanks: task.blanks }
        : { rubric: task.rubric }
  const { doc } = await run.ensure(
    'tasks',
    { and: [{ lesson: { equals: lessonId } }, { question: { equals: task.question } }] },
    { ...base, ...details },
  )
  return doc
}

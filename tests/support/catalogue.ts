import type { Payload } from 'payload'
import type { Course, Lesson, Task, Topic } from '@cms/payload-types'

let counter = 0
const next = () => {
  counter += 1
  return counter
}

/** A published course; pass `_status: 'draft'` (and it is saved as a draft) to get an unpublished one. */
export async function createCourse(payload: Payload, data: Partial<Course> = {}): Promise<Course> {
  const draft = data._status === 'draft'
  return payload.create({
    collection: 'courses',
    data: { title: `Course ${next()}`, type: 'course', _status: 'published', ...data },
    draft,
  })
}

export async function createTopic(payload: Payload, course: Course | number, data: Partial<Topic> = {}): Promise<Topic> {
  const n = next()
  return payload.create({
    collection: 'topics',
    data: { course: typeof course === 'number' ? course : course.id, title: `Topic ${n}`, order: n, ...data },
  })
}

export async function createLesson(payload: Payload, topic: Topic | number, data: Partial<Lesson> = {}): Promise<Lesson> {
  const n = next()
  return payload.create({
    collection: 'lessons',
    data: {
      topic: typeof topic === 'number' ? topic : topic.id,
      number: n,
      title: `Lesson ${n}`,
      sections: [{ blockType: 'content', body: `What lesson ${n} teaches.` }],
      ...data,
    },
  })
}

export async function createQuizTask(payload: Payload, lesson: Lesson, data: Partial<Task> = {}): Promise<Task> {
  return payload.create({
    collection: 'tasks',
    data: {
      lesson: lesson.id,
      type: 'quiz',
      question: `Question ${next()}?`,
      options: [{ text: 'Yes' }, { text: 'No' }],
      correctAnswers: ['Yes'],
      ...data,
    },
  })
}

/** The stored totals of a course, read past any draft. */
export async function courseTotals(payload: Payload, course: Course | number) {
  const doc = await payload.findByID({ collection: 'courses', id: typeof course === 'number' ? course : course.id })
  return { totalTopics: doc.totalTopics, totalLessons: doc.totalLessons }
}

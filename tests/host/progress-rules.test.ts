/** Progress follows the learning rules through every endpoint, for the apps too. */
import { beforeAll, describe, expect, it } from 'vitest'
import { call, signUpStudent, staffToken, type TestStudent } from '../security/support'

type Doc = { id: number }
let course: Doc, topic: Doc, lesson: Doc, task: Doc
/** A topic marked open in the trial inside a course that is not: the course's lock wins. */
let openTopic: Doc, openLesson: Doc, openTask: Doc

async function create(collection: string, data: Record<string, unknown>): Promise<Doc> {
  const response = await call(`/cms/api/${collection}`, { method: 'POST', token: await staffToken(), json: data })
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as { doc: Doc }).doc
}

beforeAll(async () => {
  // A subscriber-only course: neither it nor its topic is open in the trial.
  course = await create('courses', { title: `Locked course ${Date.now()}`, type: 'course', availableInTrial: false, _status: 'published' })
  topic = await create('topics', { course: course.id, title: 'Locked topic', order: 1, availableInTrial: false })
  lesson = await create('lessons', {
    topic: topic.id,
    number: 1,
    title: 'Locked lesson',
    sections: [{ blockType: 'content', body: 'Secret.' }],
  })
  task = await create('tasks', {
    lesson: lesson.id,
    type: 'quiz',
    question: 'Yes?',
    options: [{ text: 'Yes' }, { text: 'No' }],
    correctAnswers: ['Yes'],
  })
  openTopic = await create('topics', { course: course.id, title: 'Trial-marked topic', order: 2, availableInTrial: true })
  openLesson = await create('lessons', {
    topic: openTopic.id,
    number: 1,
    title: 'Trial-marked lesson',
    sections: [{ blockType: 'content', body: 'Secret.' }],
  })
  openTask = await create('tasks', {
    lesson: openLesson.id,
    type: 'quiz',
    question: 'Yes?',
    options: [{ text: 'Yes' }, { text: 'No' }],
    correctAnswers: ['Yes'],
  })
})

const post = (student: TestStudent, path: string, json: unknown) => call(path, { method: 'POST', token: student.token, json })

describe('progress rules over the API', () => {
  it('does not complete a course whose lessons are not done', async () => {
    const student = await signUpStudent()
    const response = await post(student, '/api/complete/course', { courseId: course.id })
    expect(response.status).toBe(409)
    const enrolments = (await (await call('/api/enrolments/course', { token: student.token })).json()) as { data: { status: string }[] }
    expect(enrolments.data.every((item) => item.status !== 'completed')).toBe(true)
  })

  it('keeps a trial student on the apps out of locked content on every endpoint', async () => {
    const student = await signUpStudent()
    const android = '?platform=android'
    const attempts = [
      post(student, `/api/complete/lesson${android}`, { topicId: topic.id, lessonId: lesson.id }),
      post(student, `/api/complete/topic${android}`, { courseId: course.id, topicId: topic.id }),
      post(student, `/api/complete/course${android}`, { courseId: course.id }),
      post(student, `/api/enrolments/lesson${android}`, { topicId: topic.id, lessonId: lesson.id }),
      post(student, `/api/enrolments/task${android}`, { lessonId: lesson.id, taskId: task.id }),
      post(student, `/api/tasks/check${android}`, { taskId: task.id, answer: { selected: ['Yes'] } }),
      post(student, `/api/tasks/skip${android}`, { taskIds: [task.id] }),
      post(student, `/api/tasks/reset${android}`, { taskIds: [task.id] }),
    ]
    const statuses = await Promise.all(attempts.map(async (attempt) => (await attempt).status))
    expect(statuses).toEqual(Array(attempts.length).fill(403))
  })

  it('applies the course lock to a trial-marked topic inside it, for reads and writes alike', async () => {
    const student = await signUpStudent()
    const android = '?platform=android'
    const attempts = [
      call(`/api/topics/${openTopic.id}/lessons${android}`, { token: student.token }),
      post(student, `/api/enrolments/topic${android}`, { courseId: course.id, topicId: openTopic.id }),
      post(student, `/api/enrolments/lesson${android}`, { topicId: openTopic.id, lessonId: openLesson.id }),
      post(student, `/api/enrolments/task${android}`, { lessonId: openLesson.id, taskId: openTask.id }),
      post(student, `/api/complete/lesson${android}`, { topicId: openTopic.id, lessonId: openLesson.id }),
      post(student, `/api/complete/topic${android}`, { courseId: course.id, topicId: openTopic.id }),
      post(student, `/api/tasks/check${android}`, { taskId: openTask.id, answer: { selected: ['Yes'] } }),
      call(`/course/${course.id}/topic/${openTopic.id}/lesson/${openLesson.id}${android}`, { token: student.token }),
    ]
    const statuses = await Promise.all(attempts.map(async (attempt) => (await attempt).status))
    expect(statuses).toEqual(Array(attempts.length).fill(403))
  })

  it('lets the same student learn it on the web, where the whole catalogue is open', async () => {
    const student = await signUpStudent()
    expect((await post(student, '/api/tasks/check', { taskId: task.id, answer: { selected: ['Yes'] } })).status).toBe(200)
    expect((await post(student, '/api/complete/lesson', { topicId: topic.id, lessonId: lesson.id })).status).toBe(200)
    expect((await post(student, '/api/complete/lesson', { topicId: openTopic.id, lessonId: openLesson.id })).status).toBe(200)
    expect((await post(student, '/api/complete/course', { courseId: course.id })).status).toBe(200)
  })
})

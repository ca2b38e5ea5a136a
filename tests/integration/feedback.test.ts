import { beforeAll, describe, expect, it } from 'vitest'
import type { Course, Lesson, Task, Topic } from '@cms/payload-types'
import { action as courseFeedbackAction } from '../../app/routes/api.course-feedback'
import { action as lessonFeedbackAction } from '../../app/routes/api.lesson-feedback'
import { action as reportIssueAction } from '../../app/routes/api.report-issue'
import { createCourse, createLesson, createQuizTask, createTopic } from '../support/catalogue'
import { asStudent, createStudent, getPayloadClient } from '../support/students'
import { relationId } from '@schemas/id'
import { contractChecked } from '../support/api-contract'

type Handler = typeof reportIssueAction
type Args = Parameters<Handler>[0]
type Session = Awaited<ReturnType<typeof createStudent>>
// Every answer is also held to the OpenAPI document (tests/support/api-contract.ts).
const post = (handler: Handler, session: Session, path: string, body: unknown) =>
  contractChecked(handler)({
    request: asStudent(session, path, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
    params: {},
    context: {},
  } as Args)

describe('feedback and reports through the API, stored by the real Payload', () => {
  let course: Course, topic: Topic, lesson: Lesson, task: Task, otherLesson: Lesson
  beforeAll(async () => {
    const payload = await getPayloadClient()
    course = await createCourse(payload, { title: 'Feedback course' })
    topic = await createTopic(payload, course)
    lesson = await createLesson(payload, topic, {
      sections: [
        { blockType: 'content', body: 'Page one.' },
        { blockType: 'content', body: 'Page two.' },
      ],
    })
    task = await createQuizTask(payload, lesson)
    otherLesson = await createLesson(payload, topic)
  })
  const lessonIds = () => ({ courseId: course.id, topicId: topic.id, lessonId: lesson.id })

  it('stores a report for the student who sent it, status new whatever the body says, and records the event', async () => {
    const [sender, bystander] = [await createStudent(), await createStudent()]
    const response = await post(reportIssueAction, sender, '/api/report-issue', {
      ...lessonIds(),
      taskId: String(task.id),
      pageId: 1,
      issueType: 'wrong-answer',
      comment: '  “Yes” was right. ',
      status: 'fixed',
      student: bystander.student.id,
    })
    expect(response.status).toBe(201)
    const { id, status } = await response.json()
    expect(status).toBe('new')
    const payload = await getPayloadClient()
    const row = await payload.findByID({ collection: 'issue-reports', id, depth: 0 })
    expect(row).toMatchObject({ issueType: 'wrong-answer', pageId: 1, comment: '“Yes” was right.', status: 'new' })
    expect([row.student, row.course, row.topic, row.lesson, row.task].map(relationId)).toEqual([
      sender.student.id,
      course.id,
      topic.id,
      lesson.id,
      task.id,
    ])
    const events = await payload.find({ collection: 'learning-events', where: { student: { equals: sender.student.id } }, depth: 0 })
    expect(events.docs.map((event) => [event.name, event.properties])).toEqual([
      [
        'issue.reported',
        { courseId: course.id, topicId: topic.id, lessonId: lesson.id, taskId: task.id, pageId: 1, issueType: 'wrong-answer' },
      ],
    ])
  })

  it('clears the lesson feedback type at a rating of 4 or more and keeps it below', async () => {
    const session = await createStudent()
    const send = async (rating: number) => {
      const response = await post(lessonFeedbackAction, session, '/api/lesson-feedback', {
        ...lessonIds(),
        rating,
        feedbackType: 'too-hard',
      })
      expect(response.status).toBe(201)
      const payload = await getPayloadClient()
      return payload.findByID({ collection: 'lesson-feedback', id: (await response.json()).id, depth: 0 })
    }
    expect(await send(4)).toMatchObject({ rating: 4, feedbackType: null })
    expect(await send(3)).toMatchObject({ rating: 3, feedbackType: 'too-hard' })
    expect(relationId((await send(5)).student)).toBe(session.student.id)
  })

  it('stores course feedback with its comment type and records course.feedback.sent', async () => {
    const session = await createStudent()
    const response = await post(courseFeedbackAction, session, '/api/course-feedback', {
      courseId: String(course.id),
      rating: 5,
      comment: 'Loved it.',
      commentType: 'praise',
    })
    expect(response.status).toBe(201)
    const payload = await getPayloadClient()
    const row = await payload.findByID({ collection: 'course-feedback', id: (await response.json()).id, depth: 0 })
    expect(row).toMatchObject({ rating: 5, comment: 'Loved it.', commentType: 'praise', status: 'new' })
    expect(relationId(row.student)).toBe(session.student.id)
    const events = await payload.find({ collection: 'learning-events', where: { student: { equals: session.student.id } }, depth: 0 })
    expect(events.docs.map((event) => event.name)).toEqual(['course.feedback.sent'])
  })

  it('refuses what does not fit: ids that do not belong together, a page past the done page, a task of another lesson', async () => {
    const session = await createStudent()
    const payload = await getPayloadClient()
    const elsewhere = await createCourse(payload)
    const otherTask = await createQuizTask(payload, otherLesson)
    const cases: [unknown, number][] = [
      [{ ...lessonIds(), courseId: elsewhere.id, pageId: 0, issueType: 'typo' }, 404],
      [{ ...lessonIds(), lessonId: 999_999_999, pageId: 0, issueType: 'typo' }, 404],
      [{ ...lessonIds(), pageId: 3, issueType: 'typo' }, 400],
      [{ ...lessonIds(), taskId: otherTask.id, pageId: 0, issueType: 'typo' }, 404],
      [{ ...lessonIds(), pageId: 0, issueType: 'other' }, 400],
      [{ ...lessonIds(), pageId: 0 }, 400],
    ]
    for (const [body, status] of cases) {
      const response = await post(reportIssueAction, session, '/api/report-issue', body)
      expect(response.status, JSON.stringify(body)).toBe(status)
      expect((await response.json()).error.title).toEqual(expect.any(String))
    }
    // The done page (after the last of the 2 sections) is a page too.
    expect((await post(reportIssueAction, session, '/api/report-issue', { ...lessonIds(), pageId: 2, issueType: 'typo' })).status).toBe(201)
    const stored = await payload.count({ collection: 'issue-reports', where: { student: { equals: session.student.id } } })
    expect(stored.totalDocs).toBe(1)
  })

  it('lets staff change the status but not the student’s words, and lets no student read or change rows through the Local API as themselves', async () => {
    const payload = await getPayloadClient()
    const [sender, other] = [await createStudent(), await createStudent()]
    const sent = await post(reportIssueAction, sender, '/api/report-issue', {
      ...lessonIds(),
      pageId: 0,
      issueType: 'typo',
      comment: 'Typo.',
    })
    const { id } = await sent.json()
    const otherUser = { ...other.student, collection: 'students' as const }
    await expect(payload.findByID({ collection: 'issue-reports', id, overrideAccess: false, user: otherUser })).rejects.toThrow()
    await expect(
      payload.update({ collection: 'issue-reports', id, data: { status: 'fixed' }, overrideAccess: false, user: otherUser }),
    ).rejects.toThrow()
    const marketer = await payload.create({
      collection: 'users',
      data: { email: `triage-${Date.now()}@example.com`, password: 'Mark3ter!pass', roles: ['marketer'] },
    })
    const staff = { ...marketer, collection: 'users' as const }
    const updated = await payload.update({
      collection: 'issue-reports',
      id,
      data: { status: 'seen', comment: 'Rewritten by staff', issueType: 'other' },
      overrideAccess: false,
      user: staff,
    })
    expect(updated).toMatchObject({ status: 'seen', comment: 'Typo.', issueType: 'typo' })
  })
  it('goes with the student’s profile, and outlives content that staff delete', async () => {
    const payload = await getPayloadClient()
    const session = await createStudent()
    const doomedTopic = await createTopic(payload, course)
    const doomed = await createLesson(payload, doomedTopic)
    const body = { courseId: course.id, topicId: doomedTopic.id, lessonId: doomed.id, pageId: 0, issueType: 'typo', comment: 'Typo.' }
    const kept = (await (await post(reportIssueAction, session, '/api/report-issue', body)).json()).id
    await post(lessonFeedbackAction, session, '/api/lesson-feedback', { ...lessonIds(), rating: 2 })
    await payload.delete({ collection: 'lesson-enrolments', where: { lesson: { equals: doomed.id } } })
    await payload.delete({ collection: 'lessons', id: doomed.id })
    expect(await payload.findByID({ collection: 'issue-reports', id: kept, depth: 0 })).toMatchObject({ lesson: null, comment: 'Typo.' })

    await payload.delete({ collection: 'students', id: session.student.id })
    const mine = { student: { equals: session.student.id } }
    for (const collection of ['issue-reports', 'lesson-feedback', 'learning-events'] as const) {
      expect((await payload.count({ collection, where: mine })).totalDocs, collection).toBe(0)
    }
  })
})

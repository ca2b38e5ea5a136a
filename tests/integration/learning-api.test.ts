import { beforeAll, describe, expect, it } from 'vitest'
import type { Course } from '@cms/payload-types'
import { action as enrolAction, loader as enrolmentsLoader } from '../../app/routes/api.enrolments.$kind'
import { action as metadataAction, loader as metadataLoader } from '../../app/routes/api.metadata'
import { action as profileAction, loader as profileLoader } from '../../app/routes/api.profile'
import { loader as streakStats } from '../../app/routes/api.streak.stats'
import { action as completeLessonAction } from '../../app/routes/api.complete.lesson'
import { action as completeTopicAction } from '../../app/routes/api.complete.topic'
import { loader as topicLessonsLoader } from '../../app/routes/api.topics.$topicId.lessons'
import { loader as coursesLoader } from '../../app/routes/api.courses'
import { loader as courseTopicsLoader } from '../../app/routes/api.courses.$courseId.topics'
import { createCourse, createLesson, createTopic } from '../support/catalogue'
import { asStudent, createStudent, getPayloadClient } from '../support/students'
import { contractChecked } from '../support/api-contract'

type Args = Parameters<typeof profileLoader>[0]
// Every answer is also held to the OpenAPI document (tests/support/api-contract.ts).
const call = (handler: (args: Args) => Promise<Response>, request: Request, params: Record<string, string> = {}) =>
  contractChecked(handler)({ request, params, context: {} } as Args)
const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } })

describe('the JSON API', () => {
  let course: Course
  beforeAll(async () => {
    course = await createCourse(await getPayloadClient(), { title: 'API course' })
  })

  it('answers 401 with the error shape when nobody is signed in', async () => {
    const response = await call(profileLoader, new Request('http://localhost:3000/api/profile'))
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: { title: 'Not signed in', message: 'Sign in to continue.' } })
  })

  it('reads and edits only the caller’s own profile, with either token prefix', async () => {
    const session = await createStudent()
    const viaJwt = new Request('http://localhost:3000/api/profile', { headers: { Authorization: `JWT ${session.token}` } })
    expect((await (await call(profileLoader, viaJwt)).json()).email).toBe(session.student.email)
    const patched = await call(
      profileAction,
      asStudent(session, '/api/profile', { method: 'PATCH', ...json({ firstname: 'Ada', status: 'active' }) }),
    )
    expect(await patched.json()).toMatchObject({ firstname: 'Ada', status: 'other' })
    const bad = await call(profileAction, asStudent(session, '/api/profile', { method: 'PATCH', ...json({ firstname: 42 }) }))
    expect(bad.status).toBe(400)
  })

  it('keeps metadata per student and validates keys', async () => {
    const a = await createStudent()
    const b = await createStudent()
    const set = await call(
      metadataAction,
      asStudent(a, '/api/metadata', { method: 'PUT', ...json({ key: 'userSawCourseFilter', value: 'true' }) }),
    )
    expect(await set.json()).toEqual({ data: { userSawCourseFilter: 'true' } })
    expect(await (await call(metadataLoader, asStudent(b, '/api/metadata'))).json()).toEqual({ data: {} })
    await call(metadataAction, asStudent(b, '/api/metadata?key=userSawCourseFilter', { method: 'DELETE' }))
    expect(await (await call(metadataLoader, asStudent(a, '/api/metadata'))).json()).toEqual({ data: { userSawCourseFilter: 'true' } })
    const unknown = await call(metadataAction, asStudent(a, '/api/metadata', { method: 'PUT', ...json({ key: 'role', value: 'admin' }) }))
    expect(unknown.status).toBe(400)
    expect((await unknown.json()).error.title).toBe('Invalid request')
    const deleted = await call(metadataAction, asStudent(a, '/api/metadata?key=userSawCourseFilter', { method: 'DELETE' }))
    expect(await deleted.json()).toEqual({ data: {} })
  })

  it('enrols once and lists only the caller’s enrolments', async () => {
    const a = await createStudent()
    const b = await createStudent()
    const enrol = () =>
      call(enrolAction, asStudent(a, '/api/enrolments/course', { method: 'POST', ...json({ courseId: course.id }) }), { kind: 'course' })
    const first = await (await enrol()).json()
    const second = await (await enrol()).json()
    expect(second.data.id).toBe(first.data.id)
    expect(first.data).toMatchObject({ course_id: course.id, status: 'in_progress', progress: 0 })
    const mine = await (await call(enrolmentsLoader, asStudent(a, '/api/enrolments/course'), { kind: 'course' })).json()
    const theirs = await (await call(enrolmentsLoader, asStudent(b, '/api/enrolments/course'), { kind: 'course' })).json()
    expect(mine.data).toHaveLength(1)
    expect(theirs.data).toEqual([])
    const badKind = await call(enrolmentsLoader, asStudent(a, '/api/enrolments/badge'), { kind: 'badge' })
    expect(badKind.status).toBe(400)
    expect(await (await call(streakStats, asStudent(a, '/api/streak/stats'))).json()).toEqual({ id: null, currentStreak: 0 })
  })

  it('lists the courses and a course’s topics with the caller’s progress, the trial’s ones on the apps', async () => {
    const payload = await getPayloadClient()
    const session = await createStudent()
    const trialCourse = await createCourse(payload, { title: 'Open in the trial', availableInTrial: true })
    const open = await createTopic(payload, trialCourse, { title: 'Open topic', availableInTrial: true, order: 1 })
    const closed = await createTopic(payload, trialCourse, { title: 'Paid topic', availableInTrial: false, order: 2 })
    await call(
      enrolAction,
      asStudent(session, '/api/enrolments/topic', { method: 'POST', ...json({ courseId: trialCourse.id, topicId: open.id }) }),
      { kind: 'topic' },
    )
    const coursesOn = async (platform: string) =>
      ((await (await call(coursesLoader, asStudent(session, `/api/courses?platform=${platform}`))).json()).data as { id: number }[]).map(
        (item) => item.id,
      )
    expect(await coursesOn('web')).toEqual(expect.arrayContaining([course.id, trialCourse.id]))
    const onIos = await coursesOn('ios')
    expect(onIos).toContain(trialCourse.id)
    expect(onIos).not.toContain(course.id)

    const topicsOn = async (platform: string) =>
      (
        await (
          await call(courseTopicsLoader, asStudent(session, `/api/courses/${trialCourse.id}/topics?platform=${platform}`), {
            courseId: String(trialCourse.id),
          })
        ).json()
      ).data as { id: number; enrollmentStatus: string }[]
    expect(await topicsOn('web')).toEqual([
      expect.objectContaining({ id: open.id, enrollmentStatus: 'in_progress' }),
      expect.objectContaining({ id: closed.id, enrollmentStatus: 'none' }),
    ])
    expect((await topicsOn('ios')).map((topic) => topic.id)).toEqual([open.id])
    const locked = await call(courseTopicsLoader, asStudent(session, `/api/courses/${course.id}/topics?platform=ios`), {
      courseId: String(course.id),
    })
    expect(locked.status).toBe(403)
    const missing = await call(courseTopicsLoader, asStudent(session, '/api/courses/999999999/topics'), { courseId: '999999999' })
    expect(missing.status).toBe(404)
    expect((await call(coursesLoader, new Request('http://localhost:3000/api/courses'))).status).toBe(401)
  })

  it('completes a topic only once every lesson in it is completed', async () => {
    const payload = await getPayloadClient()
    const session = await createStudent()
    const topic = await createTopic(payload, course, { title: 'Two lessons' })
    const [first, second] = [await createLesson(payload, topic, { number: 1 }), await createLesson(payload, topic, { number: 2 })]
    const completeTopic = () =>
      call(
        completeTopicAction,
        asStudent(session, '/api/complete/topic', { method: 'POST', ...json({ courseId: course.id, topicId: topic.id }) }),
      )
    const completeLesson = (lessonId: number | string) =>
      call(completeLessonAction, asStudent(session, '/api/complete/lesson', { method: 'POST', ...json({ topicId: topic.id, lessonId }) }))

    await completeLesson(first.id)
    const early = await completeTopic()
    expect(early.status).toBe(409)
    expect(await early.json()).toEqual({
      error: { title: 'Topic not finished', message: 'Complete the 1 remaining lesson(s) of this topic first.' },
    })
    await completeLesson(second.id)
    const response = await completeTopic()
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ topic_id: topic.id, completed: false })
  })

  it('takes ids as opaque strings or numbers, answers them as the database gives them, and refuses ids no document here can have', async () => {
    const payload = await getPayloadClient()
    const session = await createStudent()
    const topic = await createTopic(payload, course, { title: 'Opaque ids' })
    const lesson = await createLesson(payload, topic)
    const post = (handler: typeof enrolAction, path: string, body: unknown, params: Record<string, string> = {}) =>
      call(handler, asStudent(session, path, { method: 'POST', ...json(body) }), params)

    // One enrolment, whichever form the id came in; the answer carries the database's own ids.
    const asText = await (await post(enrolAction, '/api/enrolments/course', { courseId: String(course.id) }, { kind: 'course' })).json()
    const asNumber = await (await post(enrolAction, '/api/enrolments/course', { courseId: course.id }, { kind: 'course' })).json()
    expect(asText.data.id).toEqual(asNumber.data.id)
    expect(asText.data.course_id).toEqual(course.id)
    const done = await post(completeLessonAction, '/api/complete/lesson', { topicId: String(topic.id), lessonId: String(lesson.id) })
    expect(await done.json()).toMatchObject({ lesson_id: lesson.id, progress: expect.any(Number) })
    const lessons = await (
      await call(topicLessonsLoader, asStudent(session, `/api/topics/${topic.id}/lessons`), { topicId: String(topic.id) })
    ).json()
    expect(lessons.data).toEqual([expect.objectContaining({ id: lesson.id, topic_id: topic.id, enrollmentStatus: 'completed' })])

    // Malformed, or an id this database cannot hold (an ObjectId on SQL, a row number on MongoDB): 400, never a 500.
    const numbered = payload.db.defaultIDType === 'number'
    const foreign = numbered ? '665f1c2e9b1d4a0012345678' : '31'
    for (const courseId of ['', '../1', 'x'.repeat(65), '1 OR 1=1', 1.5, -1, null, { id: 1 }, foreign]) {
      const refused = await post(enrolAction, '/api/enrolments/course', { courseId }, { kind: 'course' })
      expect(refused.status, JSON.stringify(courseId)).toBe(400)
      expect((await refused.json()).error.title).toBe('Invalid request')
    }
    expect((await call(topicLessonsLoader, asStudent(session, `/api/topics/${foreign}/lessons`), { topicId: foreign })).status).toBe(400)
    // An id that could exist but names nothing: 404.
    const missing = numbered ? '999999999' : 'ffffffffffffffffffffffff'
    expect((await post(enrolAction, '/api/enrolments/course', { courseId: missing }, { kind: 'course' })).status).toBe(404)
    expect((await post(completeLessonAction, '/api/complete/lesson', { topicId: topic.id, lessonId: missing })).status).toBe(404)
  })
})

describe('deleting a profile', () => {
  it('removes the account with its enrolments and streak days', async () => {
    const payload = await getPayloadClient()
    const course = await createCourse(payload, { title: 'Soon forgotten' })
    const session = await createStudent()
    await call(enrolAction, asStudent(session, '/api/enrolments/course', { method: 'POST', ...json({ courseId: course.id }) }), {
      kind: 'course',
    })
    await payload.create({ collection: 'streak-days', data: { student: session.student.id, day: '2026-01-01' } })
    const response = await call(profileAction, asStudent(session, '/api/profile', { method: 'DELETE' }))
    expect(response.status).toBe(200)
    expect(response.headers.get('Set-Cookie')).toMatch(/payload-token=;/)
    expect((await payload.count({ collection: 'students', where: { id: { equals: session.student.id } } })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'course-enrolments', where: { student: { equals: session.student.id } } })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'course-enrolments', where: { student: { exists: false } } })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'streak-days', where: { student: { exists: false } } })).totalDocs).toBe(0)
  })
})

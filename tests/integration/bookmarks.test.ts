import { beforeAll, describe, expect, it } from 'vitest'
import type { Course, Lesson, Topic } from '@cms/payload-types'
import { loader as listRoute } from '../../app/routes/api.bookmarks'
import { action as bookmarkRoute } from '../../app/routes/api.bookmarks.$lessonId'
import { action as savedPageAction, loader as savedPageLoader } from '../../app/routes/profile.saved'
import { createCourse, createLesson, createTopic } from '../support/catalogue'
import { asStudent, createStudent, getPayloadClient } from '../support/students'
import { contractChecked } from '../support/api-contract'

type Session = Awaited<ReturnType<typeof createStudent>>
type Args = Parameters<typeof bookmarkRoute>[0]

// Every answer is also held to the OpenAPI document (tests/support/api-contract.ts).
const list = async (session: Session) => {
  const response = await contractChecked(listRoute)({ request: asStudent(session, '/api/bookmarks'), params: {}, context: {} } as Args)
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: { lesson_id: number; title: string; course_title: string }[] }).data
}
const bookmark = (session: Session, method: 'PUT' | 'DELETE', lessonId: string | number) =>
  contractChecked(bookmarkRoute)({
    request: asStudent(session, `/api/bookmarks/${lessonId}`, { method }),
    params: { lessonId: String(lessonId) },
    context: {},
  } as Args)
const postForm = (session: Session, fields: Record<string, string>) =>
  savedPageAction({
    request: asStudent(session, '/profile/saved', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    }),
    params: {},
    context: {},
  } as Args)

describe('lesson bookmarks, stored by the real Payload', () => {
  let course: Course, topic: Topic, lesson: Lesson, later: Lesson
  beforeAll(async () => {
    const payload = await getPayloadClient()
    course = await createCourse(payload, { title: 'Bookmarks course' })
    topic = await createTopic(payload, course, { title: 'Bookmarks topic' })
    lesson = await createLesson(payload, topic, { title: 'Prompts that plan a week' })
    later = await createLesson(payload, topic, { title: 'Prompts that write a menu' })
  })

  it('saves a lesson once, lists the last saved first with its course and topic, and removes it', async () => {
    const student = await createStudent()
    expect(await list(student)).toEqual([])

    const saved = await bookmark(student, 'PUT', lesson.id)
    expect(saved.status).toBe(200)
    expect(await saved.json()).toMatchObject({ lesson_id: lesson.id, topic_id: topic.id, course_id: course.id, title: lesson.title })
    expect((await bookmark(student, 'PUT', lesson.id)).status).toBe(200) // again: still one
    await bookmark(student, 'PUT', later.id)

    const payload = await getPayloadClient()
    const rows = await payload.find({ collection: 'lesson-bookmarks', where: { student: { equals: student.student.id } }, depth: 0 })
    expect(rows.totalDocs).toBe(2)
    expect((await list(student)).map((item) => [item.title, item.course_title])).toEqual([
      [later.title, 'Bookmarks course'],
      [lesson.title, 'Bookmarks course'],
    ])

    const removed = await bookmark(student, 'DELETE', lesson.id)
    expect(await removed.json()).toEqual({ ok: true })
    expect((await bookmark(student, 'DELETE', lesson.id)).status).toBe(200) // removing twice is no error
    expect((await list(student)).map((item) => item.title)).toEqual([later.title])
  })

  it('answers 404 for a lesson that does not exist, and a 400 for an id that is no id', async () => {
    const student = await createStudent()
    expect((await bookmark(student, 'PUT', 99_999_999)).status).toBe(404)
    expect((await bookmark(student, 'PUT', 'not an id!')).status).toBe(400)
    expect(await list(student)).toEqual([])
  })

  it("keeps each student's list their own: another student's remove changes nothing of it", async () => {
    const [owner, other] = [await createStudent(), await createStudent()]
    await bookmark(owner, 'PUT', lesson.id)
    expect(await list(other)).toEqual([])
    await bookmark(other, 'DELETE', lesson.id)
    expect((await list(owner)).map((item) => item.lesson_id)).toEqual([lesson.id])
  })

  it('the page form saves and removes, then goes back to the lesson; a return address off the site is refused', async () => {
    const student = await createStudent()
    const back = `/course/${course.id}/topic/${topic.id}/lesson/${lesson.id}?page=1`
    const saved = await postForm(student, { intent: 'save', lessonId: String(lesson.id), returnTo: back })
    expect(saved).toBeInstanceOf(Response)
    expect([(saved as Response).status, (saved as Response).headers.get('Location')]).toEqual([302, back])
    const page = await savedPageLoader({ request: asStudent(student, '/profile/saved'), params: {}, context: {} } as Args)
    expect(page.lessons.map((item) => item.title)).toEqual([lesson.title])

    const refused = await postForm(student, { intent: 'remove', lessonId: String(lesson.id), returnTo: '//evil.example/' })
    expect(refused).toMatchObject({ init: { status: 400 } })
    expect(await list(student)).toHaveLength(1)

    const removed = (await postForm(student, { intent: 'remove', lessonId: String(lesson.id) })) as Response
    expect(removed.headers.get('Location')).toBe('/profile/saved')
    expect(await list(student)).toEqual([])
  })

  it('goes with the profile: deleting the student deletes their saved lessons', async () => {
    const student = await createStudent()
    await bookmark(student, 'PUT', lesson.id)
    const payload = await getPayloadClient()
    await payload.delete({ collection: 'students', id: student.student.id, overrideAccess: true })
    const rows = await payload.find({ collection: 'lesson-bookmarks', where: { student: { equals: student.student.id } }, depth: 0 })
    expect(rows.totalDocs).toBe(0)
  })
})

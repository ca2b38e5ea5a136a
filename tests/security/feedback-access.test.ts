/**
 * Feedback and reports over real HTTP: only a signed-in student sends them, only through the
 * product API; no student reads or changes any row through Payload's REST API (/cms/api), not even
 * their own; staff triage them; bad bodies are refused with a 4xx.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { bodyOf, call, signUpStudent, staffToken, type TestStudent } from './support'

type Doc = { id: number }
let course: Doc, topic: Doc, lesson: Doc

async function create(collection: string, data: Record<string, unknown>): Promise<Doc> {
  const response = await call(`/cms/api/${collection}`, { method: 'POST', token: await staffToken(), json: data })
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as { doc: Doc }).doc
}

beforeAll(async () => {
  course = await create('courses', { title: `Feedback security ${Date.now()}`, type: 'course', _status: 'published' })
  topic = await create('topics', { course: course.id, title: 'Topic', order: 1 })
  lesson = await create('lessons', { topic: topic.id, number: 1, title: 'Lesson', sections: [{ blockType: 'content', body: 'Text.' }] })
})

const report = () => ({ courseId: course.id, topicId: topic.id, lessonId: lesson.id, pageId: 0, issueType: 'typo', comment: 'Typo.' })
const send = (student: TestStudent | null, path: string, json: unknown) =>
  call(path, { method: 'POST', ...(student ? { token: student.token } : {}), json })

async function reportAs(student: TestStudent): Promise<number> {
  const response = await send(student, '/api/report-issue', report())
  expect(response.status, JSON.stringify(await bodyOf(response.clone()))).toBe(201)
  return ((await response.json()) as Doc).id
}

describe('feedback and reports', () => {
  it('refuses anonymous senders on every call', async () => {
    const bodies: [string, unknown][] = [
      ['/api/report-issue', report()],
      ['/api/lesson-feedback', { courseId: course.id, topicId: topic.id, lessonId: lesson.id, rating: 5 }],
      ['/api/course-feedback', { courseId: course.id, rating: 5 }],
    ]
    for (const [path, body] of bodies) expect((await send(null, path, body)).status, path).toBe(401)
  })

  it('lets no student read, change or delete reports through /cms/api — another’s or their own', async () => {
    const [owner, other] = [await signUpStudent(), await signUpStudent()]
    const id = await reportAs(owner)
    for (const student of [owner, other]) {
      const asStudent = { token: student.token }
      expect((await call(`/cms/api/issue-reports/${id}`, asStudent)).status).toBe(403)
      expect((await call('/cms/api/issue-reports?depth=0', asStudent)).status).toBe(403)
      const patch = await call(`/cms/api/issue-reports/${id}`, { ...asStudent, method: 'PATCH', json: { status: 'fixed', comment: 'x' } })
      expect(patch.status).toBe(403)
      expect((await call(`/cms/api/issue-reports/${id}`, { ...asStudent, method: 'DELETE' })).status).toBe(403)
      // Nor through a browser session on the site's origin.
      const viaCookie = await call(`/cms/api/issue-reports/${id}`, { cookie: student.cookie, browser: 'same-origin' })
      expect(viaCookie.status).toBe(403)
    }
    const stored = (await (await call(`/cms/api/issue-reports/${id}?depth=0`, { token: await staffToken() })).json()) as Record<
      string,
      unknown
    >
    expect(stored).toMatchObject({ id, status: 'new', comment: 'Typo.', student: owner.id })
  })

  it('lets no student create a row straight through /cms/api, even in their own name', async () => {
    const student = await signUpStudent()
    const forged = { ...report(), course: course.id, topic: topic.id, lesson: lesson.id, student: student.id, status: 'fixed' }
    for (const slug of ['issue-reports', 'lesson-feedback', 'course-feedback']) {
      const response = await call(`/cms/api/${slug}`, { method: 'POST', token: student.token, json: { ...forged, rating: 5 } })
      expect(response.status, slug).toBe(403)
    }
  })

  it('lets staff mark a report seen, and keeps the student’s words as they were', async () => {
    const id = await reportAs(await signUpStudent())
    const response = await call(`/cms/api/issue-reports/${id}?depth=0`, {
      method: 'PATCH',
      token: await staffToken(),
      json: { status: 'seen', comment: 'Edited by staff', issueType: 'other' },
    })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { doc: object }).doc).toMatchObject({ status: 'seen', comment: 'Typo.', issueType: 'typo' })
  })

  it('answers bad bodies with a 4xx and the error shape, never a 5xx', async () => {
    const student = await signUpStudent()
    const bad: [string, unknown][] = [
      ['/api/report-issue', {}],
      ['/api/report-issue', { ...report(), pageId: -1 }],
      ['/api/report-issue', { ...report(), pageId: 'zero' }],
      ['/api/report-issue', { ...report(), issueType: 'spam' }],
      ['/api/report-issue', { ...report(), comment: 'x'.repeat(2001) }],
      ['/api/report-issue', { ...report(), courseId: '1 OR 1=1' }],
      ['/api/report-issue', { ...report(), taskId: 999_999_999 }],
      ['/api/report-issue', [report()]],
      ['/api/lesson-feedback', { courseId: course.id, topicId: topic.id, lessonId: lesson.id, rating: 0 }],
      ['/api/lesson-feedback', { courseId: course.id, topicId: topic.id, lessonId: lesson.id, rating: 4.5 }],
      ['/api/course-feedback', { courseId: course.id, rating: '5' }],
      ['/api/course-feedback', { courseId: course.id, rating: 5, commentType: { $ne: null } }],
      ['/api/course-feedback', { courseId: 999_999_999, rating: 5 }],
    ]
    for (const [path, body] of bad) {
      const response = await send(student, path, body)
      expect([400, 404], `${path} ${JSON.stringify(body).slice(0, 80)} → ${response.status}`).toContain(response.status)
      expect(await response.json()).toEqual({ error: expect.objectContaining({ title: expect.any(String), message: expect.any(String) }) })
    }
    const notJson = await call('/api/report-issue', {
      method: 'POST',
      token: student.token,
      body: '{',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(notJson.status).toBe(400)
    expect((await call('/api/report-issue', { token: student.token })).status).toBeLessThan(500)
  })

  it('refuses a report posted from another site with the student’s cookie', async () => {
    const student = await signUpStudent()
    const response = await call('/api/report-issue', { method: 'POST', cookie: student.cookie, browser: 'cross-site', json: report() })
    expect(response.status).toBe(403)
  })
})

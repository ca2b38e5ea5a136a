/**
 * Saved lessons over real HTTP: each student's list is their own. Another student can neither read
 * it nor change it — through the product's API, its page form, or Payload's REST API.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { call, signUpStudent, staffToken, type TestStudent } from './support'

type Doc = { id: number }
let lesson: Doc
let owner: TestStudent, other: TestStudent
let ownerBookmark: Doc

async function create(collection: string, data: Record<string, unknown>): Promise<Doc> {
  const response = await call(`/cms/api/${collection}`, { method: 'POST', token: await staffToken(), json: data })
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as { doc: Doc }).doc
}
const savedIds = async (student: TestStudent) => {
  const response = await call('/api/bookmarks', { token: student.token })
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: { lesson_id: number }[] }).data.map((item) => item.lesson_id)
}
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
})

beforeAll(async () => {
  const course = await create('courses', { title: `Bookmarks course ${Date.now()}`, type: 'course', _status: 'published' })
  const topic = await create('topics', { course: course.id, title: 'Bookmarks topic', order: 1 })
  lesson = await create('lessons', {
    topic: topic.id,
    number: 1,
    title: 'A lesson to save',
    sections: [{ blockType: 'content', body: 'Hi.' }],
  })
  ;[owner, other] = [await signUpStudent(), await signUpStudent()]
  expect((await call(`/api/bookmarks/${lesson.id}`, { method: 'PUT', token: owner.token })).status).toBe(200)
  const rows = await call(`/cms/api/lesson-bookmarks?where[lesson][equals]=${lesson.id}`, { token: owner.token })
  ownerBookmark = ((await rows.json()) as { docs: Doc[] }).docs[0]!
  expect(ownerBookmark).toBeDefined()
})

describe("one student and another's saved lessons", () => {
  it('lists only their own: not through /api/bookmarks, not through /cms/api', async () => {
    expect(await savedIds(other)).toEqual([])
    const rest = await call('/cms/api/lesson-bookmarks', { token: other.token })
    expect(((await rest.json()) as { docs: unknown[] }).docs).toEqual([])
    const byId = await call(`/cms/api/lesson-bookmarks/${ownerBookmark.id}`, { token: other.token })
    expect([403, 404]).toContain(byId.status)
  })

  it("cannot remove another's, through the API or the page form", async () => {
    expect((await call(`/api/bookmarks/${lesson.id}`, { method: 'DELETE', token: other.token })).status).toBe(200)
    const posted = await call('/profile/saved', {
      cookie: other.cookie,
      browser: 'same-origin',
      ...form({ intent: 'remove', lessonId: String(lesson.id) }),
    })
    expect(posted.status).toBe(302)
    expect(await savedIds(owner)).toEqual([lesson.id])
  })

  it("cannot write one for another, nor edit or delete another's, through Payload's REST API", async () => {
    const made = await call('/cms/api/lesson-bookmarks', {
      method: 'POST',
      token: other.token,
      json: { student: owner.id, lesson: lesson.id },
    })
    expect([401, 403]).toContain(made.status)
    const moved = await call(`/cms/api/lesson-bookmarks/${ownerBookmark.id}`, {
      method: 'PATCH',
      token: other.token,
      json: { student: other.id },
    })
    expect([401, 403, 404]).toContain(moved.status)
    const deleted = await call(`/cms/api/lesson-bookmarks/${ownerBookmark.id}`, { method: 'DELETE', token: other.token })
    expect([401, 403, 404]).toContain(deleted.status)
    // Not even the owner writes them over REST: only the site does, as the student.
    const ownDelete = await call(`/cms/api/lesson-bookmarks/${ownerBookmark.id}`, { method: 'DELETE', token: owner.token })
    expect([401, 403, 404]).toContain(ownDelete.status)
    expect(await savedIds(owner)).toEqual([lesson.id])
  })

  it('refuses the page form from another site, and signed-out callers', async () => {
    const crossSite = await call('/profile/saved', {
      cookie: owner.cookie,
      browser: 'cross-site',
      ...form({ intent: 'remove', lessonId: String(lesson.id) }),
    })
    expect(crossSite.status).toBe(403)
    expect((await call('/api/bookmarks')).status).toBe(401)
    expect((await call(`/api/bookmarks/${lesson.id}`, { method: 'PUT' })).status).toBe(401)
    expect(await savedIds(owner)).toEqual([lesson.id])
  })
})

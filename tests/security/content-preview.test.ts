/**
 * The content live preview (/content-preview, issue #47 item 12) shows drafts and staff-only lessons:
 * only admins and marketers open it, the admin may frame it from this origin only, and everyone else
 * — visitors, students, support staff — gets the plain 404 and not a word of the content.
 */
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { call, signUpStudent, staffMember, staffToken } from './support'

type Saved = { collection: 'courses' | 'lessons'; id: number; secret: string }
const draftCourse = { collection: 'courses', id: 0, secret: `Unpublished course ${randomUUID()}` } satisfies Saved
const lesson = { collection: 'lessons', id: 0, secret: '' } satisfies Saved

beforeAll(async () => {
  const token = await staffToken()
  const created = await call('/cms/api/courses?draft=true', {
    method: 'POST',
    token,
    json: { title: draftCourse.secret, _status: 'draft' },
  })
  expect(created.status).toBe(201)
  draftCourse.id = ((await created.json()) as { doc: { id: number } }).doc.id
  const lessons = await call('/cms/api/lessons?depth=0&limit=1&sort=id', { token })
  const [first] = ((await lessons.json()) as { docs: { id: number; title: string }[] }).docs
  Object.assign(lesson, { id: first!.id, secret: first!.title })
})

const pageOf = ({ collection, id }: Saved) => `/content-preview?collection=${collection}&id=${id}`
const cookieOf = (token: string) => `payload-token=${token}`

describe('the content preview', () => {
  it('is a plain 404 for visitors, students and support staff: page, page data and drafts alike', async () => {
    const student = await signUpStudent()
    const support = await staffMember('support')
    for (const [who, options] of Object.entries({
      visitor: {},
      student: { cookie: student.cookie },
      support: { cookie: cookieOf(support.token) },
    })) {
      for (const saved of [draftCourse, lesson]) {
        for (const target of [pageOf(saved), pageOf(saved).replace('?', '.data?')]) {
          const page = await call(target, options)
          expect(page.status, `${who} ${target}`).toBe(404)
          expect(await page.text(), `${who} ${target}`).not.toContain(saved.secret)
        }
        const draft = await call('/content-preview/draft', {
          ...options,
          method: 'POST',
          browser: 'same-origin',
          json: { collection: saved.collection, id: String(saved.id), data: {} },
        })
        expect(draft.status, `${who} draft of ${saved.collection}`).toBe(404)
        expect(await draft.text()).not.toContain(saved.secret)
      }
    }
  })

  it('opens for a marketer with the latest draft, framable by this origin only, never cached or indexed', async () => {
    const marketer = await staffMember('marketer')
    const page = await call(pageOf(draftCourse), { cookie: cookieOf(marketer.token) })
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(page.headers.get('cache-control')).toContain('no-store')
    const html = await page.text()
    expect(html).toContain(draftCourse.secret)
    expect(html).toMatch(/<meta name="robots" content="noindex"/)
    const draft = await call('/content-preview/draft', { cookie: cookieOf(marketer.token), method: 'GET' })
    expect(draft.headers.get('x-frame-options'), 'the draft answer is not a page to frame').toBe('DENY')
  })

  it("renders a marketer's unsaved lesson and answers a bad request with a 400 or 404", async () => {
    const cookie = cookieOf((await staffMember('marketer')).token)
    const title = `Typed, not saved ${randomUUID()}`
    const typed = { title, sections: [{ blockType: 'content', body: '**Bold** and <script>alert(1)</script>' }] }
    const answer = await call('/content-preview/draft', {
      cookie,
      method: 'POST',
      browser: 'same-origin',
      json: { collection: 'lessons', id: String(lesson.id), data: typed },
    })
    expect(answer.status).toBe(200)
    const { view } = (await answer.json()) as { view: { kind: string; title: string; sections: { kind: string; html?: string }[] } }
    expect(view).toMatchObject({ kind: 'lessons', title })
    expect(view.sections[0]?.html).toContain('<strong>Bold</strong>')
    expect(view.sections[0]?.html, 'raw HTML stays text').not.toContain('<script>')

    for (const json of [{}, { collection: 'users', id: '1', data: {} }, { collection: 'lessons', id: String(lesson.id) }]) {
      const bad = await call('/content-preview/draft', { cookie, method: 'POST', browser: 'same-origin', json })
      expect(bad.status, JSON.stringify(json)).toBe(400)
    }
    const missing = await call('/content-preview/draft', {
      cookie,
      method: 'POST',
      browser: 'same-origin',
      json: { collection: 'lessons', id: '999999', data: {} },
    })
    expect(missing.status).toBe(404)
    for (const query of ['collection=users&id=1', 'collection=lessons&id=999999', 'collection=lessons']) {
      expect((await call(`/content-preview?${query}`, { cookie })).status, query).toBe(404)
    }
  })

  it('refuses a draft posted from another site', async () => {
    const post = await call('/content-preview/draft', {
      cookie: cookieOf((await staffMember('marketer')).token),
      method: 'POST',
      browser: 'cross-site',
      json: { collection: 'lessons', id: String(lesson.id), data: {} },
    })
    expect(post.status).toBe(403)
  })
})

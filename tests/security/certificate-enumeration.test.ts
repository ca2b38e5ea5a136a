/**
 * Certificates over HTTP: the public page and image answer anyone holding the random id, and only
 * that id. A row id, a guess or an id of another shape is a 404 (never a 500), and /cms/api lists
 * nothing to students or visitors, so certificates cannot be enumerated.
 */
import { randomBytes } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { call, signUpStudent, staffToken } from './support'

type Doc = { id: number }
let publicId: string
let rowId: number

async function create(collection: string, data: Record<string, unknown>): Promise<Doc> {
  const response = await call(`/cms/api/${collection}`, { method: 'POST', token: await staffToken(), json: data })
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as { doc: Doc }).doc
}

beforeAll(async () => {
  const course = await create('courses', { title: `Certified & <b>bold</b> ${Date.now()}`, type: 'course', _status: 'published' })
  const topic = await create('topics', { course: course.id, title: 'Only topic', order: 1 })
  const lesson = await create('lessons', {
    topic: topic.id,
    number: 1,
    title: 'Only lesson',
    sections: [{ blockType: 'content', body: 'Hi.' }],
  })
  const student = await signUpStudent()
  const named = await call('/api/profile', {
    method: 'PATCH',
    token: student.token,
    json: { firstname: '<script>alert(1)</script>', lastname: 'Smith & Sons' },
  })
  expect(named.status).toBe(200)
  const completed = await call('/api/complete/lesson', {
    method: 'POST',
    token: student.token,
    json: { topicId: topic.id, lessonId: lesson.id },
  })
  const body = (await completed.json()) as { courseCompleted: boolean; certificate: { status: string; id: string } }
  expect(body).toMatchObject({ courseCompleted: true, certificate: { status: 'issued' } })
  publicId = body.certificate.id
  const row = await call(`/cms/api/certificates?where[publicId][equals]=${publicId}&depth=0`, { token: await staffToken() })
  rowId = ((await row.json()) as { docs: Doc[] }).docs[0]!.id
})

describe('the public certificate', () => {
  it('opens signed out by its public id, with the names as text and an absolute Open Graph image', async () => {
    const page = await call(`/certificate/${publicId}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Smith &amp; Sons')
    expect(html).not.toContain('<script>alert(1)')
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="https?://[^"]+/certificate/${publicId}/image.png"`))
    expect(html).toContain('Verified')
  })

  it('serves its PNG to anyone, cacheable as immutable', async () => {
    const image = await call(`/certificate/${publicId}/image.png`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const bytes = Buffer.from(await image.arrayBuffer())
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  })

  it('is a 404 for its row id, a guessed id and ids of other shapes, never a 500', async () => {
    const guesses = [
      String(rowId),
      String(rowId + 1),
      randomBytes(16).toString('base64url'),
      publicId.slice(0, -1) + (publicId.endsWith('A') ? 'B' : 'A'),
      publicId.toLowerCase() === publicId ? publicId.toUpperCase() : publicId.toLowerCase(),
      `${publicId}x`,
      '%2e%2e%2f%2e%2e%2fetc',
      'x'.repeat(2000),
      "' OR 1=1 --",
    ]
    for (const guess of guesses) {
      const path = encodeURIComponent(guess).replace(/%25/g, '%')
      for (const url of [`/certificate/${path}`, `/certificate/${path}/image.png`]) {
        const response = await call(url)
        expect({ url: url.slice(0, 80), status: response.status }).toEqual({ url: url.slice(0, 80), status: 404 })
      }
    }
    const page = await (await call(`/certificate/${rowId}`)).text()
    expect(page).toContain('We could not find this certificate')
  })

  it('is not readable, creatable or changeable through /cms/api by a student or a visitor', async () => {
    const student = await signUpStudent()
    for (const token of [undefined, student.token]) {
      const list = await call('/cms/api/certificates?depth=0&limit=100', { token })
      expect(list.status).toBe(403)
      expect(await list.text()).not.toContain(publicId)
      expect((await call(`/cms/api/certificates/${rowId}?depth=0`, { token })).status).toBe(403)
      expect((await call(`/cms/api/certificates?where[publicId][equals]=${publicId}`, { token })).status).toBe(403)
      const forged = await call('/cms/api/certificates', {
        method: 'POST',
        token,
        json: {
          student: student.id,
          course: 1,
          firstName: 'Forged',
          courseName: 'Forged',
          courseLength: '1 day',
          issuedAt: new Date().toISOString(),
        },
      })
      expect(forged.status).toBe(403)
      expect((await call(`/cms/api/certificates/${rowId}`, { method: 'PATCH', token, json: { firstName: 'Changed' } })).status).toBe(403)
    }
  })

  it('lists a student only their own certificates on /api/certificates', async () => {
    const other = await signUpStudent()
    const list = await call('/api/certificates', { token: other.token })
    expect(list.status).toBe(200)
    expect(await list.json()).toEqual([])
    expect((await call('/api/certificates')).status).toBe(401)
  })
})

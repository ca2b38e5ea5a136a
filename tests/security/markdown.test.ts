/** A marketer's (or an intruder's) markdown cannot put a script behind a link on a public page. */
import { afterAll, describe, expect, it } from 'vitest'
import { call, signUpStudent, staffToken } from './support'

type PageDoc = { id: number; body: string }
let original: PageDoc | undefined

async function editSubscriptionTerms(body: string) {
  const token = await staffToken()
  const found = (await (await call('/cms/api/pages?where[slug][equals]=subscription-terms&depth=0', { token })).json()) as {
    docs: PageDoc[]
  }
  original ??= found.docs[0]
  const saved = await call(`/cms/api/pages/${original!.id}`, { method: 'PATCH', token, json: { body, _status: 'published' } })
  expect(saved.status).toBe(200)
}

afterAll(async () => {
  if (original) await editSubscriptionTerms(original.body)
})

describe('markdown on public pages', () => {
  it('renders links but never javascript:, data: or vbscript: ones', async () => {
    await editSubscriptionTerms(
      [
        '# Terms',
        '[ok](/terms) [a](javascript:alert(1)) [b](data:text/html,<script>alert(1)</script>) [c](vbscript:msgbox(1))',
        '<script>alert(1)</script>',
      ].join('\n\n'),
    )
    const html = await (await call('/subscription-terms')).text()
    const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'))
    expect(article).toContain('<a href="/terms">ok</a>')
    expect(article).not.toMatch(/href="(javascript|data|vbscript):/i)
    expect(article).not.toContain('<script>')
  })
})

async function create(collection: string, data: Record<string, unknown>): Promise<{ id: number }> {
  const response = await call(`/cms/api/${collection}`, { method: 'POST', token: await staffToken(), json: data })
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc
}

describe('markdown in a lesson', () => {
  it('renders no script link, from a markdown link or from a video fence pasted into the text', async () => {
    const course = await create('courses', {
      title: `Markdown course ${Date.now()}`,
      type: 'course',
      availableInTrial: true,
      _status: 'published',
    })
    const topic = await create('topics', { course: course.id, title: 'Markdown topic', order: 1, availableInTrial: true })
    // A content section that is exactly a video fence reads as a video section: the video block's
    // https-only validation never saw its address.
    const fence = '```video\n{"url":"javascript:alert(document.cookie)","title":"Watch me"}\n```'
    const sections = [
      { blockType: 'content', body: '[a](javascript:alert(1)) [b](data:text/html,x) [ok](https://example.com/read)' },
      { blockType: 'content', body: fence },
      { blockType: 'video', url: 'https://videos.example.com/intro.mp4', title: 'Real video' },
    ]
    const lesson = await create('lessons', { topic: topic.id, number: 1, title: 'Markdown lesson', sections })
    const student = await signUpStudent()
    let html = ''
    for (const index of [0, 1, 2]) {
      const page = await call(`/course/${course.id}/topic/${topic.id}/lesson/${lesson.id}?page=${index}`, {
        cookie: student.cookie,
        browser: 'same-origin',
      })
      expect(page.status, page.headers.get('location') ?? '').toBe(200)
      html += await page.text()
    }
    // The real video plays in the page's player; the pasted fence's address is never a source or a link.
    expect(html).toContain('src="https://videos.example.com/intro.mp4"')
    expect(html).toContain('rel="noopener noreferrer"')
    expect(html).not.toMatch(/(href|src)="\s*(javascript|data|vbscript):/i)
  })
})

/** A marketer's (or an intruder's) markdown cannot put a script behind a link on a public page. */
import { afterAll, describe, expect, it } from 'vitest'
import { call, staffToken } from './support'

type PageDoc = { id: number; body: string }
let original: PageDoc | undefined

async function editSubscriptionTerms(body: string) {
  const token = await staffToken()
  const found = (await (await call('/cms/api/pages?where[slug][equals]=subscription-terms&depth=0', { token })).json()) as { docs: PageDoc[] }
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
      ['# Terms', '[ok](/terms) [a](javascript:alert(1)) [b](data:text/html,<script>alert(1)</script>) [c](vbscript:msgbox(1))', '<script>alert(1)</script>'].join('\n\n'),
    )
    const html = await (await call('/subscription-terms')).text()
    const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'))
    expect(article).toContain('<a href="/terms">ok</a>')
    expect(article).not.toMatch(/href="(javascript|data|vbscript):/i)
    expect(article).not.toContain('<script>')
  })
})

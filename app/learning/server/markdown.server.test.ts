import { describe, expect, it } from 'vitest'
import { Marked } from 'marked'
import sanitizeHtml from 'sanitize-html'
import { catalogue } from '@cms/seed/data/courses'
import { privacy } from '@cms/seed/data/pages/privacy'
import { subscriptionTerms } from '@cms/seed/data/pages/subscription-terms'
import { terms } from '@cms/seed/data/pages/terms'
import { renderMarkdown } from './markdown.server'

describe('renderMarkdown', () => {
  it('keeps what lessons and legal pages use', async () => {
    const html = await renderMarkdown(
      '# Title\n\n**bold** [terms](/terms) [mail](mailto:help@example.com)\n\n- [x] done\n\n```js\nconst a = 1\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    )
    expect(html).toContain('<h1>Title</h1>')
    expect(html).toContain('<a href="/terms">terms</a>')
    expect(html).toContain('href="mailto:help@example.com"')
    expect(html).toContain('<input checked disabled type="checkbox" />')
    expect(html).toContain('<code class="language-js">')
    expect(html).toContain('<td>1</td>')
  })

  it.each([
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[x](vbscript:msgbox(1))',
    '[x](&#106;avascript:alert(1))',
    '![x](javascript:alert(1))',
    '[x](//evil.example/phish)',
  ])('drops the dangerous link in %s', async (source) => {
    const html = await renderMarkdown(source)
    expect(html).not.toMatch(/javascript:|data:|vbscript:|\/\/evil/i)
  })

  it('shows raw HTML as text and opens external links without an opener', async () => {
    expect(await renderMarkdown('<img src=x onerror=alert(1)>')).not.toContain('<img')
    expect(await renderMarkdown('[site](https://example.com)')).toContain('rel="noopener noreferrer"')
  })
})

describe('the allow-list and the seeded content', () => {
  // The same markdown settings as the renderer, without the allow-list; re-serialized by
  // sanitize-html with everything allowed so only removals show up as differences.
  const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
  const unfiltered = new Marked({ gfm: true, renderer: { html: ({ text }) => escapeHtml(text) } })
  const keepAll = async (source: string) => sanitizeHtml(await unfiltered.parse(source), { allowedTags: false, allowedAttributes: false })

  const bodies = [privacy.body, terms.body, subscriptionTerms.body]
  for (const course of catalogue) {
    for (const topic of course.topics) {
      for (const lesson of topic.lessons)
        for (const section of lesson.sections) if (section.blockType === 'content') bodies.push(section.body)
    }
  }

  it('strips nothing that a seeded lesson or legal page uses', async () => {
    expect(bodies.length).toBeGreaterThan(50)
    for (const body of bodies) expect(await renderMarkdown(body)).toBe(await keepAll(body))
  })
})

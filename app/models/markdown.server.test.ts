import { describe, expect, it } from 'vitest'
import { renderMarkdown } from './markdown.server'

describe('renderMarkdown', () => {
  it('keeps what lessons and legal pages use', async () => {
    const html = await renderMarkdown('# Title\n\n**bold** [terms](/terms) [mail](mailto:help@example.com)\n\n- [x] done\n\n```js\nconst a = 1\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |')
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

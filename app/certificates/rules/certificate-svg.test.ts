import { describe, expect, it } from 'vitest'
import { certificateSvg, escapeXml } from './certificate-svg'

const data = {
  id: 'AbCdEfGhIjKlMnOpQrStUv',
  firstName: 'Ada',
  lastName: 'Lovelace',
  courseName: 'Prompting 101',
  date: '2026-11-23T10:00:00.000Z',
  courseLength: '12 lessons',
}

/** The text content of every <text> element, as an XML reader would give it back. */
function texts(svg: string): string[] {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) =>
    match[1]!.replace(/&(#\d+|\w+);/g, (_, name: string) =>
      name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : entities[name]!,
    ),
  )
}

describe('the certificate image template', () => {
  it('shows the name, course, length and friendly date', () => {
    const shown = texts(certificateSvg(data, 'localhost')).join('\n')
    expect(shown).toContain('Ada Lovelace')
    expect(shown).toContain('Prompting 101')
    expect(shown).toContain('12 lessons · 23 November 2026')
  })

  it('renders markup in names literally instead of as elements', () => {
    const hostile = { ...data, firstName: '<script>alert(1)</script>', lastName: 'Smith & "Sons"', courseName: "</text><image href='x'/>" }
    const svg = certificateSvg(hostile, 'localhost')
    expect(svg).not.toContain('<script')
    expect(svg).not.toContain('<image')
    expect(svg.match(/<text\b/g)).toHaveLength(7)
    const shown = texts(svg)
    expect(shown).toContain(`<script>alert(1)</script> Smith & "Sons"`)
    expect(shown).toContain("</text><image href='x'/>")
  })

  it('escapes every XML special character and drops characters XML cannot hold', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f')
    expect(escapeXml('a\u0000b\u001Fc\uD800')).toBe('abc')
    expect(escapeXml('Zoë 🎓')).toBe('Zoë 🎓')
  })
})

import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// Punctuation every text font has; anything else (emoji, dingbats, symbols) shows as an empty box
// on a machine whose fonts lack it, so the admin's views draw icons as SVG (StudioIcon) instead.
const typographic = new Set([...'’‘“”…–—·→×▲▼•€£'])
const adminDir = 'cms/admin'

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('the admin’s own views', () => {
  it('use no glyph a font may lack: icons are drawn, not typed', () => {
    const found = sourceFiles(adminDir).flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
        .flatMap((line) => [...line].filter((char) => char > '\u007f' && !typographic.has(char)).map((char) => `${path}: ${char}`)),
    )
    expect(found).toEqual([])
  })
})

/**
 * The product's code is compiled once, into the Remix server build (decision 036): the host
 * (build/host) and the development simulators (build/simulators) take what they run of it from that
 * build's `hostPort`, so no module of app/ or cms/collections — and no value such a module keeps —
 * exists twice in a process. Read from their source maps, which list every file each bundle holds.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/** The repository files compiled into the `.mjs` bundles of `dir`, relative to the repository. */
function sourcesOf(dir: string): string[] {
  const maps = readdirSync(dir).filter((name) => name.endsWith('.mjs.map'))
  expect(maps.length, `${dir} has no source maps: was it built?`).toBeGreaterThan(0)
  const sources = maps.flatMap((name) => {
    const map = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as { sources: string[] }
    return map.sources.map((source) => path.relative('.', path.resolve(dir, source)).split(path.sep).join('/'))
  })
  return [...new Set(sources)]
}

const productCode = (file: string) => file.startsWith('app/') || file.startsWith('cms/collections/')

describe('the product built once', () => {
  it('the host holds no module of app/ or cms/collections: it runs the server build’s', () => {
    const sources = sourcesOf(path.join('build', 'host'))
    expect(sources).toContain('host/start.ts')
    expect(sources.filter(productCode)).toEqual([])
  })

  it('the simulators hold no module of app/ or cms/collections: the host hands them the server build’s', () => {
    const sources = sourcesOf(path.join('build', 'simulators'))
    expect(sources).toContain('dev/simulators/index.ts')
    expect(sources.filter(productCode)).toEqual([])
  })
})

import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// config/ is a leaf (issue #10): server → cms → config and app → config, never back.
const root = path.resolve(__dirname, '../..')
const dir = path.join(root, 'config')
const imports = (source: string) => [...source.matchAll(/(?:from\s+|import\(\s*)'([^']+)'/g)].map((match) => match[1]!)

describe('config/', () => {
  it('imports nothing of ours outside itself', () => {
    const outside = readdirSync(dir)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) =>
        imports(readFileSync(path.join(dir, file), 'utf8'))
          .filter((spec) => spec.startsWith('.') && !path.resolve(dir, spec).startsWith(dir + path.sep))
          .map((spec) => `${file} imports ${spec}`),
      )
    expect(outside).toEqual([])
  })

  it('is where the environment is read', () => {
    expect(readdirSync(dir)).toEqual(expect.arrayContaining(['env.ts', 'database-uri.ts', 'configuration.ts']))
  })
})

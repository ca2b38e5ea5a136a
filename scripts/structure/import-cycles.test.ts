import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { importCycles, importGraph } from './import-cycles'

const repo = path.resolve(import.meta.dirname, '../..')

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'import-cycles-'))
  const tsconfig = { compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', allowJs: true, paths: { '~/*': ['./app/*'] } } }
  for (const [name, text] of Object.entries({ 'tsconfig.json': JSON.stringify(tsconfig), ...files })) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    writeFileSync(path.join(root, name), text)
  }
  return root
}

describe('import cycles', () => {
  // Parses every source file once: ~4 s of CPU, far longer beside other stages.
  it('none in this repository', { timeout: 120_000 }, () => {
    expect(importCycles(importGraph(repo), repo)).toEqual([])
  })

  it('are found through imports, ~/ paths, re-exports and dynamic import()', () => {
    const root = tree({
      'app/a.ts': "import { b } from './b'\nimport { z } from 'zod'\n",
      'app/b.tsx': "import { c } from '~/c'\nexport const b = <i />\n",
      'app/c.ts': "export const c = () => import('./a')\n",
      'app/d.ts': "export * from './e'\n",
      'app/e.ts': "import '../app/d'\n",
      'app/f.mjs': "import { f } from './f.mjs'\n",
    })
    expect(importCycles(importGraph(root), root)).toEqual([
      ['app/a.ts', 'app/b.tsx', 'app/c.ts'],
      ['app/d.ts', 'app/e.ts'],
    ])
  })

  it('leave out what is erased: import type, imports of types only, export type … from', () => {
    const root = tree({
      'app/a.ts': "import type { B } from './b'\nexport const a = 1\n",
      'app/b.ts': "import { a } from './a'\nexport type B = typeof a\n",
      'app/c.ts': "import { type D, type E } from './d'\nexport const c = 1\n",
      'app/d.ts': "import { c } from './c'\nexport type D = typeof c\nexport type E = D\n",
      'app/e.ts': "export type { F } from './f'\nexport const e = 1\n",
      'app/f.ts': "import { e } from './e'\nexport type F = typeof e\n",
    })
    expect(importCycles(importGraph(root), root)).toEqual([])
  })
})

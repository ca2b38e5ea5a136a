import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { adminEntries } from './admin-entries.mjs'
import { cmsImportsOfApp } from './cms-imports'

const repo = path.resolve(import.meta.dirname, '../..')
const declared = adminEntries.map(({ file }) => file.replace(/\.(ts|tsx)$/, ''))

describe('the admin entries', () => {
  it('are the only files of app/ that cms/ imports, and each is used', () => {
    const imports = cmsImportsOfApp(repo)
    expect(imports.filter(({ target }) => !declared.includes(target))).toEqual([])
    expect(declared.filter((entry) => !imports.some(({ target }) => target === entry))).toEqual([])
  })

  it('are told apart from any other file of app/, reached relatively or through ~/', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'admin-entries-'))
    const files = {
      'cms/admin/View.tsx': "import { a } from '../../app/analytics/admin-entry'\nimport type { B } from '~/payments/index.server'\n",
      'cms/hooks/x.ts': "export { c } from '../../app/mail/server/send.server'\nimport { z } from 'zod'\n",
    }
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
      writeFileSync(path.join(root, name), text)
    }
    const outside = cmsImportsOfApp(root).filter(({ target }) => !declared.includes(target))
    expect(outside).toEqual([
      { file: 'cms/admin/View.tsx', target: 'payments/index.server' },
      { file: 'cms/hooks/x.ts', target: 'mail/server/send.server' },
    ])
  })
})

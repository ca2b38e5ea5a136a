import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { folderImports, mutualPairs } from './feature-imports'

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'feature-imports-'))
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    writeFileSync(path.join(root, name), text)
  }
  return root
}

describe('mutual pairs of app/ folders', () => {
  it('finds two folders that import each other, by relative and ~/ imports, types included', () => {
    const root = tree({
      'app/mail/server/send.ts': "import type { Charge } from '../../payments/provider'\n",
      'app/payments/provider.ts': "import { send } from '~/mail/server/send'\nimport { z } from 'zod'\n",
      'app/core/cookies.ts': 'export const a = 1\n',
      'app/funnel/page.ts': "import { a } from '../core/cookies'\n",
    })
    expect(mutualPairs(folderImports(root))).toEqual([
      { pair: ['mail', 'payments'], files: [['app/mail/server/send.ts'], ['app/payments/provider.ts']] },
    ])
  })

  it('leaves tests and one-way imports out', () => {
    const root = tree({
      'app/mail/send.ts': "import { x } from '../payments/x'\n",
      'app/payments/x.test.ts': "import { send } from '../mail/send'\n",
      'app/payments/x.ts': "import { y } from './y'\n",
    })
    expect(mutualPairs(folderImports(root))).toEqual([])
  })
})

import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { folderImports, mutualPairs } from './feature-imports'
import { appFolders, entryViolations, layerViolations } from './layers'

const repo = path.resolve(import.meta.dirname, '../..')

describe('the floors of app/', () => {
  it('hold in this repository: every import goes down a floor, and every folder is on one', () => {
    const imports = folderImports(repo)
    expect(layerViolations(imports, appFolders(repo))).toEqual([])
    expect(mutualPairs(imports)).toEqual([])
    expect(entryViolations(imports)).toEqual([])
  })

  it('refuse an import into another feature that goes past its public entry', () => {
    const imports = [
      { from: 'routes', to: 'learning', file: 'app/routes/a.tsx', spec: '~/learning/server/course.server' },
      { from: 'routes', to: 'learning', file: 'app/routes/b.tsx', spec: '~/learning/index.server' },
      { from: 'auth', to: 'payments', file: 'app/auth/c.ts', spec: '../payments/rules/period' },
      { from: 'auth', to: 'payments', file: 'app/auth/d.ts', spec: '~/payments' },
      { from: 'routes', to: 'core', file: 'app/routes/e.tsx', spec: '~/core/session.server' },
    ]
    expect(entryViolations(imports)).toEqual([
      'app/routes/a.tsx: ~/learning/server/course.server reaches inside app/learning; import it from ~/learning or ~/learning/index.server',
      'app/auth/c.ts: ../payments/rules/period reaches inside app/payments; import it from ~/payments or ~/payments/index.server',
    ])
  })

  it('refuse an import up a floor, or across one, naming the file', () => {
    const imports = [
      { from: 'payments', to: 'learning', file: 'app/payments/server/a.server.ts' },
      { from: 'learning-plan', to: 'certificates', file: 'app/learning-plan/server/b.server.ts' },
      { from: 'learning', to: 'payments', file: 'app/learning/server/c.server.ts' },
    ]
    expect(layerViolations(imports, ['payments', 'learning', 'learning-plan', 'certificates'])).toEqual([
      'app/payments/server/a.server.ts: payments (money and measurement) imports learning (learning, mail, the funnel screens)',
      'app/learning-plan/server/b.server.ts: learning-plan (features built on learning or the screens) imports certificates (features built on learning or the screens)',
    ])
  })

  it('refuse a folder that no floor names', () => {
    expect(layerViolations([], ['learning', 'quests'])).toEqual(['app/quests is on no floor of scripts/structure/app-layers.mjs'])
  })
})

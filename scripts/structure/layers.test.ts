import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { folderImports, mutualPairs } from './feature-imports'
import { appFolders, layerViolations } from './layers'

const repo = path.resolve(import.meta.dirname, '../..')

describe('the floors of app/', () => {
  it('hold in this repository: every import goes down a floor, and every folder is on one', () => {
    const imports = folderImports(repo)
    expect(layerViolations(imports, appFolders(repo))).toEqual([])
    expect(mutualPairs(imports)).toEqual([])
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

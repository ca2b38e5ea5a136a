import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { compareTrees, expectedPackages, installedPackages } from './check-installed-tree.mjs'

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** A project folder holding `packages` (path → version) as installed package folders. */
function project(packages: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'installed-tree-'))
  dirs.push(root)
  for (const [at, version] of Object.entries(packages)) {
    mkdirSync(path.join(root, at), { recursive: true })
    writeFileSync(path.join(root, at, 'package.json'), JSON.stringify({ name: at.split('node_modules/').pop(), version }))
  }
  mkdirSync(path.join(root, 'node_modules/.bin'), { recursive: true })
  return root
}

const lock = {
  packages: {
    '': { name: 'app' },
    'node_modules/a': { version: '1.0.0' },
    'node_modules/@scope/b': { version: '2.0.0' },
    'node_modules/a/node_modules/c': { version: '3.0.0' },
    'node_modules/c': { version: '4.0.0' },
    'node_modules/native-other-os': { version: '5.0.0', optional: true },
  },
}
const npmTree = {
  'node_modules/a': '1.0.0',
  'node_modules/@scope/b': '2.0.0',
  'node_modules/a/node_modules/c': '3.0.0',
  'node_modules/c': '4.0.0',
}

describe('the installed tree against package-lock.json', () => {
  it('agrees with the tree npm makes, an optional package for another platform left out', () => {
    const root = project(npmTree)
    expect(compareTrees(expectedPackages(lock), installedPackages(root))).toEqual([])
  })

  it('names a package hoisted differently, with the wrong version at a path, or not locked at all', () => {
    // Another installer's hoisting: c@3 on top, c@4 nested, and one package the lockfile does not name.
    const root = project({
      'node_modules/a': '1.0.0',
      'node_modules/@scope/b': '2.0.0',
      'node_modules/c': '3.0.0',
      'node_modules/@scope/b/node_modules/c': '4.0.0',
      'node_modules/stray': '0.1.0',
    })
    expect(compareTrees(expectedPackages(lock), installedPackages(root))).toEqual([
      'missing   node_modules/a/node_modules/c@3.0.0',
      'unlocked  node_modules/@scope/b/node_modules/c@4.0.0',
      'unlocked  node_modules/stray@0.1.0',
      'version   node_modules/c: 3.0.0 installed, 4.0.0 locked',
    ])
  })
})

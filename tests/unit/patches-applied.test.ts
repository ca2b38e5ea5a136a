/**
 * Every patch in patches/ (decision 016) is applied to the exact version it was written for, and
 * that version is pinned, so an upgrade cannot silently drop a patch (patch-package only warns when
 * a patch no longer applies) or move the package under it. Each patched file must hold every line
 * the patch adds; a patch not applied, or applied to another build of the package, fails here.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
  overrides: Record<string, unknown>
}

type Patch = { file: string; name: string; version: string; files: Map<string, string[]> }

function readPatch(file: string): Patch {
  const match = /^(.+)\+(\d+\.\d+\.\d+[^+]*)\.patch$/.exec(file)
  if (!match) throw new Error(`${file} is not named <package>+<version>.patch`)
  const name = match[1]!.replace('+', '/')
  const files = new Map<string, string[]>()
  let current: string[] | undefined
  for (const line of readFileSync(path.join(root, 'patches', file), 'utf8').split('\n')) {
    const target = /^\+\+\+ b\/(.+)$/.exec(line)
    if (target) {
      current = []
      files.set(target[1]!, current)
    } else if (current && line.startsWith('+') && line.slice(1).trim()) {
      current.push(line.slice(1).trim())
    }
  }
  return { file, name, version: match[2]!, files }
}

const patches = readdirSync(path.join(root, 'patches'))
  .filter((file) => file.endsWith('.patch'))
  .map(readPatch)

describe('dependency patches', () => {
  it('there are patches to check (the list is read from patches/)', () => {
    expect(patches.map((patch) => patch.name).sort()).toEqual(
      ['@libsql/client', '@remix-run/react', '@remix-run/router', 'drizzle-orm', 'react-dom', 'react-router-dom'].sort(),
    )
  })

  for (const patch of patches) {
    describe(patch.file, () => {
      it(`is pinned to ${patch.version} and that version is installed`, () => {
        const declared = manifest.dependencies[patch.name] ?? manifest.devDependencies[patch.name] ?? manifest.overrides[patch.name]
        expect(declared, `${patch.name} must be pinned exactly in package.json (dependency or override)`).toBe(patch.version)
        const installed = JSON.parse(readFileSync(path.join(root, 'node_modules', patch.name, 'package.json'), 'utf8'))
        expect(installed.version).toBe(patch.version)
      })

      it('is applied: every patched file holds every line the patch adds', () => {
        expect(patch.files.size).toBeGreaterThan(0)
        for (const [file, added] of patch.files) {
          const lines = new Set(
            readFileSync(path.join(root, file), 'utf8')
              .split('\n')
              .map((line) => line.trim()),
          )
          const missing = added.filter((line) => !lines.has(line))
          expect(missing, `${file}: lines of the patch missing — run npx patch-package`).toEqual([])
        }
      })
    })
  }

  it('@remix-run/react is patched in both its CommonJS and its ESM server entry', () => {
    const remix = patches.find((patch) => patch.name === '@remix-run/react')!
    expect([...remix.files.keys()].sort()).toEqual([
      'node_modules/@remix-run/react/dist/esm/server.js',
      'node_modules/@remix-run/react/dist/server.js',
    ])
  })
})

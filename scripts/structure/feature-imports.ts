import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/** One import between two folders of app/: which file names which. */
export type FolderImport = { from: string; to: string; file: string; spec?: string }

const sourceFile = /\.(ts|tsx)$/
export const testFile = /\.(test|bench)\.(ts|tsx)$|\/test-support\//
const importSpec = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"\n]+)['"]/g

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return sourceFile.test(name) && !testFile.test(full) ? [full] : []
  })
}

/** The app/ folder a path lies in (`routes`, `payments`…); a file directly in app/ is its own name. */
function folderOf(appDir: string, file: string): string | null {
  const relative = path.relative(appDir, file)
  if (relative.startsWith('..')) return null
  return relative.split(path.sep)[0]!.replace(/\.(ts|tsx)$/, '')
}

/** Every relative and `~/` import (types too) from one app/ folder into another, tests left out. */
export function folderImports(root: string): FolderImport[] {
  const appDir = path.join(root, 'app')
  return sourceFiles(appDir).flatMap((file) => {
    const from = folderOf(appDir, file)!
    const text = readFileSync(file, 'utf8')
    return [...text.matchAll(importSpec)].flatMap(([, spec]) => {
      if (!spec) return []
      const target = spec.startsWith('~/')
        ? path.join(appDir, spec.slice(2))
        : spec.startsWith('.')
          ? path.resolve(path.dirname(file), spec)
          : null
      const to = target && folderOf(appDir, target)
      return to && to !== from ? [{ from, to, file: path.relative(root, file), spec }] : []
    })
  })
}

/** Pairs of app/ folders that import each other, each with the files that make each direction. */
export function mutualPairs(imports: FolderImport[]): { pair: [string, string]; files: [string[], string[]] }[] {
  const edges = new Map<string, Set<string>>()
  for (const { from, to, file } of imports) {
    const key = `${from}>${to}`
    edges.set(key, (edges.get(key) ?? new Set()).add(file))
  }
  const pairs: { pair: [string, string]; files: [string[], string[]] }[] = []
  for (const [key, files] of edges) {
    const [a, b] = key.split('>') as [string, string]
    const back = edges.get(`${b}>${a}`)
    if (back && a < b) pairs.push({ pair: [a, b], files: [[...files].sort(), [...back].sort()] })
  }
  return pairs.sort((x, y) => x.pair.join().localeCompare(y.pair.join()))
}

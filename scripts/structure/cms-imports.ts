import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const sourceFile = /\.(ts|tsx|mjs|cjs|js)$/
const importSpec = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"\n]+)['"]/g
const skipped = new Set(['node_modules', '.next', 'migrations'])

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (skipped.has(name)) return []
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return sourceFile.test(name) ? [full] : []
  })
}

/** Every import (types and tests included) from cms/ into app/: the importing file and the app/ file it names. */
export function cmsImportsOfApp(root: string): { file: string; target: string }[] {
  const appDir = path.join(root, 'app')
  return sourceFiles(path.join(root, 'cms')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(importSpec)].flatMap(([, spec]) => {
      if (!spec) return []
      const resolved = spec.startsWith('~/')
        ? path.join(appDir, spec.slice(2))
        : spec.startsWith('.')
          ? path.resolve(path.dirname(file), spec)
          : null
      if (!resolved || path.relative(appDir, resolved).startsWith('..')) return []
      return [{ file: path.relative(root, file), target: path.relative(appDir, resolved).replace(/\.(ts|tsx)$/, '') }]
    }),
  )
}

/**
 * Rewrites relative imports that climb into engine/, schemas/ or cms/ from outside them
 * (`../../../schemas/id`) into their path aliases (`@schemas/id`), declared in tsconfig.json and
 * cms/tsconfig.json and resolved by every build and test runner (vite-tsconfig-paths, tsx,
 * Playwright, Next.js). Imports inside one of those folders stay relative. Safe to run again, e.g.
 * after merging a branch written before the aliases:
 *
 *   npx tsx scripts/codemod-aliases.ts          # rewrites, and prints how many files changed
 *   npx tsx scripts/codemod-aliases.ts --check  # changes nothing; exits 1 if anything would change
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const root = process.cwd()
export const aliasedFolders = ['engine', 'schemas', 'cms'] as const

/**
 * Left alone: generated files; the modules that config files load before any alias resolver
 * exists (Vite, Vitest and Playwright bundle their own config with esbuild alone); and engine/,
 * whose few imports of schemas/ stay plain paths that tests/unit/engine-boundaries.test.ts reads.
 */
const untouched = [
  /^engine\//,
  /^cms\/migrations\//,
  /^cms\/payload-types\.ts$/,
  /^cms\/app\/\(payload\)\//,
  /^server\/build-warnings\.ts$/,
  /^tests\/e2e\/chromium\.ts$/,
  /^[^/]+\.config\.ts$/,
  /(^|\/)[^/]*\.vite\.(config\.)?ts$/,
]

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (['node_modules', 'build', '.next', '.artifacts', 'data', 'test-results'].includes(name) || name.startsWith('.')) return []
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [full] : []
  })
}

const topFolder = (file: string) => path.relative(root, file).split(path.sep)[0]!
const importSpec = /((?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|vi\.mock\(\s*)['"])(\.\.?\/[^'"\n]*)(['"])/g

/** The alias for a relative import from `file`, or null when it stays as it is. */
export function aliasFor(file: string, spec: string): string | null {
  const target = path.resolve(path.dirname(file), spec)
  const folder = topFolder(target)
  if (!(aliasedFolders as readonly string[]).includes(folder) || topFolder(file) === folder) return null
  const rest = path
    .relative(path.join(root, folder), target)
    .replace(/\.(tsx?)$/, '')
    .replace(/(^|\/)index$/, '')
  if (rest.startsWith('..')) return null
  return rest ? `@${folder}/${rest.split(path.sep).join('/')}` : `@${folder}`
}

export function rewrite(file: string, text: string): string {
  return text.replace(importSpec, (whole, before: string, spec: string, after: string) => {
    const alias = aliasFor(file, spec)
    return alias ? before + alias + after : whole
  })
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const check = process.argv.includes('--check')
  const files = readdirSync(root)
    .filter((name) => statSync(path.join(root, name)).isDirectory() || /\.(ts|tsx)$/.test(name))
    .flatMap((name) => (statSync(path.join(root, name)).isDirectory() ? sourceFiles(path.join(root, name)) : [path.join(root, name)]))
    .filter((file) => existsSync(file) && !untouched.some((pattern) => pattern.test(path.relative(root, file))))
  let changed = 0
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    const next = rewrite(file, text)
    if (next === text) continue
    changed += 1
    if (check) console.log(`would rewrite ${path.relative(root, file)}`)
    else writeFileSync(file, next)
  }
  console.log(`${changed} files ${check ? 'would change' : 'rewritten'}`)
  if (check && changed > 0) process.exit(1)
}

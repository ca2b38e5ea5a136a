import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The funnel player ships to phones on ad traffic: zod never reaches the browser, and the first
// screen's code (the route shell) does not load XState — the engine arrives by dynamic import.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const shown = (path: string) => relative(root, path)

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    // Fixtures for tests (test-support/) never ship to the browser.
    // The studio's phone preview (preview/) is a staff-only page that checks a marketer's draft with
    // the schemas in the browser; visitors never load it.
    if (statSync(path).isDirectory()) return name === 'test-support' || name === 'preview' ? [] : sources(path)
    return /\.tsx?$/.test(name) && !/\.(test|server)\.tsx?$/.test(name) && !isFeatureEntry(path) ? [path] : []
  })
}

type ValueImport = { specifier: string; names: string[] | null }

/** Value imports (type-only ones are erased), with the names they take (null: the whole module); with `dynamic`, `import()` too. */
function valueImports(source: string, dynamic: boolean): ValueImport[] {
  const found: ValueImport[] = []
  for (const match of source.matchAll(/(?:^|[\n;])\s*(?:import|export)\s+([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g)) {
    const clause = match[1]!.trim()
    const braces = /^\{([^}]*)\}$/.exec(clause)
    const values = braces?.[1]!
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s && !s.startsWith('type '))
      .map((s) => s.split(/\s+as\s+/)[0]!)
    if (clause.startsWith('type ') || (values && values.length === 0)) continue
    found.push({ specifier: match[2]!, names: values ?? null })
  }
  for (const match of source.matchAll(/(?:^|[\n;])\s*import\s*['"]([^'"]+)['"]/g)) found.push({ specifier: match[1]!, names: null })
  if (dynamic)
    for (const match of source.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push({ specifier: match[1]!, names: null })
  return found
}

/**
 * A feature's public entry (app/<feature>/index.ts) only re-exports, and the build treats it as free of
 * side effects (vite.config.ts): an importer gets the modules behind the names it takes, no others.
 */
const isFeatureEntry = (file: string) => /[\\/]app[\\/][\w-]+[\\/]index\.ts$/.test(file)

function resolveLocal(from: string, specifier: string): string | undefined {
  const alias = /^@(engine|schemas|cms)(\/.*)?$/.exec(specifier)
  const base = specifier.startsWith('~/')
    ? join(root, 'app', specifier.slice(2))
    : alias
      ? join(root, alias[1]!, alias[2] ?? '')
      : resolve(dirname(from), specifier)
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (path) => existsSync(path) && statSync(path).isFile(),
  )
}

/** Every package the file loads, following local modules. */
function reachedPackages(start: string, dynamic: boolean): Map<string, string> {
  const packages = new Map<string, string>()
  const seen = new Set<string>()
  const visit = (file: string, names: string[] | null) => {
    const key = isFeatureEntry(file) && names ? `${file}#${names.join()}` : file
    if (seen.has(key)) return
    seen.add(key)
    for (const { specifier, names: taken } of valueImports(readFileSync(file, 'utf8'), dynamic)) {
      if (/\.css(\?url)?$/.test(specifier)) continue
      if (isFeatureEntry(file) && names && !taken?.some((name) => names.includes(name))) continue
      const local = /^(\.|~\/|@(engine|schemas|cms)(\/|$))/.test(specifier) ? resolveLocal(file, specifier) : undefined
      if (local) visit(local, taken)
      else if (!specifier.startsWith('.')) packages.set(specifier.split('/')[0]!, shown(file))
    }
  }
  visit(start, null)
  return packages
}

describe('funnel player boundaries', () => {
  it('loads no zod in any browser module of the player or the screens', () => {
    const files = [...sources(join(root, 'app', 'funnel')), ...sources(join(root, 'app', 'screens'))]
    expect(files.length).toBeGreaterThan(20)
    const problems = files.flatMap((file) => {
      const via = reachedPackages(file, true).get('zod')
      return via ? [`${shown(file)} reaches zod (through ${via})`] : []
    })
    expect(problems).toEqual([])
  })

  it('keeps XState out of the first screen: the route shell reaches the engine only by dynamic import', () => {
    const shell = reachedPackages(join(root, 'app', 'funnel', 'ui', 'funnel-route.tsx'), false)
    expect(shell.has('react')).toBe(true)
    expect(shell.get('xstate')).toBeUndefined()
    expect(reachedPackages(join(root, 'app', 'funnel', 'client', 'engine-driver.ts'), false).has('xstate')).toBe(true)
  })
})

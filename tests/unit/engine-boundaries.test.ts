import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The engine ships to phones and runs in tests, the CLI and the browser alike: it may use XState
// and the schemas' types, and nothing that does I/O, keeps time or drags zod into the first screen.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const engineDir = join(root, 'engine')
const schemasDir = join(root, 'schemas')

function engineSources(dir = engineDir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'test-support' ? [] : engineSources(path)
    return /\.tsx?$/.test(name) && !/\.(test|bench)\.tsx?$/.test(name) ? [path] : []
  })
}

type Import = { specifier: string; typeOnly: boolean }

/** Static imports and re-exports (multi-line too), dynamic `import()` and `require()`. */
function importsOf(source: string): Import[] {
  const found: Import[] = []
  for (const match of source.matchAll(/(?:^|[\n;])\s*(import|export)\s+([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g)) {
    const clause = match[2]!.trim()
    const braces = /^\{([^}]*)\}$/.exec(clause)
    const allInlineTypes =
      !!braces &&
      braces[1]!
        .split(',')
        .filter((s) => s.trim())
        .every((s) => /^\s*type\s/.test(s))
    found.push({ specifier: match[3]!, typeOnly: clause.startsWith('type ') || allInlineTypes })
  }
  const sideEffect = /(?:^|[\n;])\s*import\s*['"]([^'"]+)['"]/g
  const dynamic = /\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)/g
  for (const match of [...source.matchAll(sideEffect), ...source.matchAll(dynamic)]) found.push({ specifier: match[1]!, typeOnly: false })
  return found
}

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier)
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]
  return candidates.find((path) => existsSync(path) && statSync(path).isFile())
}

const inside = (dir: string, path: string) => path === dir || path.startsWith(dir + sep)
const shown = (path: string) => relative(root, path)

const forbidden: [string, RegExp][] = [
  ['process.', /\bprocess\./],
  ['fetch(', /\bfetch\s*\(/],
  ['localStorage', /localStorage/],
  ['sessionStorage', /sessionStorage/],
  ['setTimeout', /setTimeout/],
  ['setInterval', /setInterval/],
  ['react', /\breact\b/i],
  ['payload', /\bpayload/i],
]

describe('engine boundaries', () => {
  const files = engineSources()

  it('finds the engine sources', () => {
    expect(files.map(shown)).toContain(join('engine', 'create-funnel-machine.ts'))
  })

  it('imports only xstate and relative modules inside engine/ or schemas/', () => {
    const problems = files.flatMap((file) =>
      importsOf(readFileSync(file, 'utf8')).flatMap(({ specifier }) => {
        if (specifier === 'xstate' || specifier.startsWith('xstate/')) return []
        if (!specifier.startsWith('.')) return [`${shown(file)} imports "${specifier}"`]
        const target = resolve(dirname(file), specifier)
        if (inside(engineDir, target) || inside(schemasDir, target)) return []
        return [`${shown(file)} imports "${specifier}" (outside engine/ and schemas/)`]
      }),
    )
    expect(problems).toEqual([])
  })

  it('mentions no I/O, storage, timers, React or Payload', () => {
    const problems = files.flatMap((file) => {
      const source = readFileSync(file, 'utf8')
      return forbidden.filter(([, pattern]) => pattern.test(source)).map(([word]) => `${shown(file)} mentions ${word}`)
    })
    expect(problems).toEqual([])
  })

  it('loads no zod at run time: value imports from schemas/ reach only zod-free modules', () => {
    const problems = new Map<string, string>()
    const visited = new Set<string>()
    const visit = (file: string, via: string) => {
      if (visited.has(`${via} ${file}`)) return
      visited.add(`${via} ${file}`)
      for (const { specifier, typeOnly } of importsOf(readFileSync(file, 'utf8'))) {
        if (typeOnly) continue
        if (specifier === 'zod' || specifier.startsWith('zod/')) {
          if (!problems.has(via)) problems.set(via, `${via} loads zod (through ${shown(file)})`)
        }
        const target = specifier.startsWith('.') ? resolveRelative(file, specifier) : undefined
        if (target && inside(schemasDir, target)) visit(target, via)
      }
    }
    for (const file of files) {
      for (const { specifier, typeOnly } of importsOf(readFileSync(file, 'utf8'))) {
        const target = !typeOnly && specifier.startsWith('.') ? resolveRelative(file, specifier) : undefined
        if (target && inside(schemasDir, target)) visit(target, shown(file))
      }
    }
    expect([...problems.values()]).toEqual([])
  })
})

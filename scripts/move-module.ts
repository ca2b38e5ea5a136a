/**
 * Moves modules and rewrites every import of them (relative and `~/`, in app/, cms/, host/, dev/,
 * tests/, scripts/, schemas/, engine/, config/), the moved files' own imports too; a sibling
 * `*.test.ts(x)` or `*.dom.test.tsx` moves along:
 *
 *   npx tsx scripts/move-module.ts app/http/problem.ts app/core/problem.ts [FROM TO]…
 *
 * When FROM is gone and TO exists (a branch merged after the move still imports the old path), it
 * only rewrites those imports — so after merging, running the same command again mends them.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const root = process.cwd()
const appDir = path.join(root, 'app')
const args = process.argv.slice(2)
if (args.length === 0 || args.length % 2 !== 0) {
  console.error('usage: npx tsx scripts/move-module.ts FROM TO [FROM TO]…')
  process.exit(2)
}

const moves = new Map<string, string>()
for (let i = 0; i < args.length; i += 2) {
  const [from, to] = [path.resolve(args[i]!), path.resolve(args[i + 1]!)]
  moves.set(from, to)
  for (const kind of ['test', 'dom.test']) {
    const testOf = (file: string) => file.replace(/\.(tsx?)$/, `.${kind}.$1`)
    if (existsSync(testOf(from)) || existsSync(testOf(to))) moves.set(testOf(from), testOf(to))
  }
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    if (['node_modules', '.artifacts', '.next', 'migrations'].includes(name)) return []
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx|mjs|js)$/.test(name) ? [full] : []
  })
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile()
const endings = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']

/** The file an import names: a moved-away path counts even when it is gone. */
function target(fromFile: string, spec: string): string | null {
  const base = spec.startsWith('~/')
    ? path.join(appDir, spec.slice(2))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(fromFile), spec)
      : null
  if (!base) return null
  const candidates = endings.map((ending) => base + ending)
  return candidates.find((candidate) => moves.has(candidate)) ?? candidates.find(isFile) ?? null
}

function specFor(fromFile: string, file: string, style: string): string {
  const bare = file.replace(/\.(tsx?)$/, '').replace(/\/index$/, '')
  if (style.startsWith('~/') && bare.startsWith(appDir + path.sep)) return `~/${path.relative(appDir, bare)}`
  const relative = path.relative(path.dirname(fromFile), bare)
  return relative.startsWith('.') ? relative : `./${relative}`
}

const importSpec = /((?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|vi\.mock\(\s*)['"])([^'"\n]+)(['"])/g
const rewritten = new Map<string, string>()
for (const file of ['app', 'cms', 'host', 'dev', 'tests', 'scripts', 'schemas', 'engine', 'config'].flatMap((dir) =>
  sourceFiles(path.join(root, dir)),
)) {
  const movedTo = moves.get(file) ?? file
  const text = readFileSync(file, 'utf8')
  const next = text.replace(importSpec, (whole, before: string, spec: string, after: string) => {
    const named = target(file, spec)
    if (!named) return whole
    const newSpec = specFor(movedTo, moves.get(named) ?? named, spec)
    const touched = moves.has(named) || movedTo !== file
    return touched && newSpec !== spec ? before + newSpec + after : whole
  })
  if (next !== text) rewritten.set(file, next)
}

let moved = 0
for (const [from, to] of moves) {
  if (!isFile(from)) continue
  mkdirSync(path.dirname(to), { recursive: true })
  execFileSync('git', ['mv', from, to])
  moved += 1
}
for (const [file, text] of rewritten) writeFileSync(moves.get(file) ?? file, text)
for (const file of rewritten.keys()) console.log(`  ${path.relative(root, file)}`)
console.log(`moved ${moved} files, rewrote the imports of ${rewritten.size}`)

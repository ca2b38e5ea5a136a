/**
 * Each feature of app/ (scripts/structure/app-layers.mjs, from the flags floor up) shows other folders
 * one public entry in two halves: `app/<feature>/index.ts` (safe in the browser) and
 * `app/<feature>/index.server.ts` (its `*.server.ts` modules). This script moves every import that
 * reaches into another feature's files onto those entries, adding the names it needs to them.
 *
 *   npx tsx scripts/structure/public-entries.ts          # rewrite imports, extend the entries
 *   npx tsx scripts/structure/public-entries.ts --check  # only list the imports that bypass an entry
 *
 * Tests may still reach inside (a test of a rule imports the rule). `layers.test.ts` fails on any
 * import the script would move.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { sourceFiles } from './feature-imports'
import { appFolders, featureFolders } from './layers'

type Name = { exported: string; typeOnly: boolean }
type Entry = Map<string, { module: string; typeOnly: boolean }>
type Use = { from: ts.ImportDeclaration | ts.ExportDeclaration; feature: string; entry: 'index' | 'index.server' }

const repo = path.resolve(import.meta.dirname, '../..')
const appDir = path.join(repo, 'app')
const check = process.argv.includes('--check')

const features = new Set(featureFolders())
const known = new Set(appFolders(repo))
for (const feature of features) if (!known.has(feature)) throw new Error(`app/${feature} does not exist`)

/** `~/learning/server/x.server` or `../../learning/server/x.server` → the feature and the module's path inside it. */
function target(file: string, spec: string): { feature: string; module: string } | null {
  const absolute = spec.startsWith('~/')
    ? path.join(appDir, spec.slice(2))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(file), spec)
      : null
  if (!absolute) return null
  const [feature, ...rest] = path.relative(appDir, absolute).split(path.sep)
  if (!feature || !features.has(feature) || rest.length === 0) return null
  return { feature, module: rest.join('/') }
}

/** The API document (app/openapi.ts) reads each feature's api/ folder itself: see layers.ts. */
const mayReachApi = (from: string, module: string) => from === 'openapi' && module.startsWith('api/')
const folderOf = (file: string) =>
  path
    .relative(appDir, file)
    .split(path.sep)[0]!
    .replace(/\.(ts|tsx)$/, '')
const isServerModule = (module: string) => /\.server$/.test(module) || /\.server\.(ts|tsx)$/.test(module)
const entryOf = (module: string): 'index' | 'index.server' => (isServerModule(module) ? 'index.server' : 'index')
const entryFile = (feature: string, entry: string) => path.join(appDir, feature, `${entry}.ts`)

/** The names an existing entry already re-exports, and from which module. */
function readEntry(file: string): Entry {
  const entry: Entry = new Map()
  if (!existsSync(file)) return entry
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier) continue
    const module = (statement.moduleSpecifier as ts.StringLiteral).text.replace(/^\.\//, '')
    if (!statement.exportClause || !ts.isNamedExports(statement.exportClause)) throw new Error(`${file}: only named re-exports`)
    for (const element of statement.exportClause.elements) {
      if (element.propertyName) throw new Error(`${file}: ${element.name.text} is renamed; entries re-export names as they are`)
      entry.set(element.name.text, { module, typeOnly: statement.isTypeOnly || element.isTypeOnly })
    }
  }
  return entry
}

function namesOf(declaration: ts.ImportDeclaration | ts.ExportDeclaration): Name[] {
  if (ts.isImportDeclaration(declaration)) {
    const clause = declaration.importClause
    if (!clause) throw new Error('a side-effect import of another feature')
    if (clause.name) throw new Error(`a default import (${clause.name.text}): export it by name first`)
    const bindings = clause.namedBindings
    if (!bindings || !ts.isNamedImports(bindings)) throw new Error('a namespace import: import names instead')
    return bindings.elements.map((element) => ({
      exported: (element.propertyName ?? element.name).text,
      typeOnly: clause.isTypeOnly || element.isTypeOnly,
    }))
  }
  const clause = declaration.exportClause
  if (!clause || !ts.isNamedExports(clause)) throw new Error('`export *` from another feature')
  return clause.elements.map((element) => ({
    exported: (element.propertyName ?? element.name).text,
    typeOnly: declaration.isTypeOnly || element.isTypeOnly,
  }))
}

const entries = new Map<string, Entry>()
const entryFor = (feature: string, entry: string) => {
  const key = `${feature}/${entry}`
  if (!entries.has(key)) entries.set(key, readEntry(entryFile(feature, entry)))
  return entries.get(key)!
}

const problems: string[] = []
const rewrites = new Map<string, { source: ts.SourceFile; uses: Use[] }>()
for (const file of sourceFiles(appDir)) {
  const from = folderOf(file)
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const uses: Use[] = []
  for (const statement of source.statements) {
    if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) || !statement.moduleSpecifier) continue
    const spec = (statement.moduleSpecifier as ts.StringLiteral).text
    const found = target(file, spec)
    if (!found || found.feature === from || /^index(\.server)?$/.test(found.module)) continue
    if (mayReachApi(from, found.module)) continue
    const module = found.module.replace(/\.(ts|tsx)$/, '')
    const entry = entryOf(module)
    const names = namesOf(statement)
    const exports = entryFor(found.feature, entry)
    for (const name of names) {
      const had = exports.get(name.exported)
      if (had && had.module !== module) {
        problems.push(`${found.feature}/${entry}: ${name.exported} comes from both ${had.module} and ${module}`)
        continue
      }
      exports.set(name.exported, { module, typeOnly: (had?.typeOnly ?? true) && name.typeOnly })
    }
    uses.push({ from: statement, feature: found.feature, entry })
  }
  if (uses.length) rewrites.set(file, { source, uses })
}

if (check || problems.length) {
  for (const [file, { uses }] of rewrites) {
    for (const use of uses)
      console.log(
        `${path.relative(repo, file)}: ${(use.from.moduleSpecifier as ts.StringLiteral).text} → ~/${use.feature}${use.entry === 'index' ? '' : '/index.server'}`,
      )
  }
  for (const problem of problems) console.error(problem)
  process.exit(rewrites.size || problems.length ? 1 : 0)
}

const header = (feature: string, entry: string) =>
  entry === 'index'
    ? `// The public entry of app/${feature}/ for other folders (safe in the browser); its server half is\n// index.server.ts. docs/adding-a-feature.md; scripts/structure/public-entries.ts adds what others import.\n`
    : `// The server half of app/${feature}/'s public entry (its *.server modules); the rest is index.ts.\n`

for (const [key, exports] of entries) {
  const [feature, entry] = key.split('/') as [string, string]
  const byModule = new Map<string, { name: string; typeOnly: boolean }[]>()
  for (const [name, { module, typeOnly }] of exports) {
    byModule.set(module, [...(byModule.get(module) ?? []), { name, typeOnly }])
  }
  const lines = [...byModule]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([module, names]) => {
      const sorted = names.sort((a, b) => a.name.localeCompare(b.name))
      const allTypes = sorted.every((name) => name.typeOnly)
      const list = sorted.map((name) => (name.typeOnly && !allTypes ? `type ${name.name}` : name.name)).join(', ')
      return `export ${allTypes ? 'type ' : ''}{ ${list} } from './${module}'`
    })
  writeFileSync(entryFile(feature, entry), `${header(feature, entry)}${lines.join('\n')}\n`)
}

const specOf = (use: Use) => `'~/${use.feature}${use.entry === 'index' ? '' : '/index.server'}'`

/** One import per entry in each file: `import type {…}` becomes inline `type` names beside the values. */
function mergedImport(source: ts.SourceFile, declarations: ts.ImportDeclaration[], spec: string): string {
  const names = declarations.flatMap((declaration) => {
    const clause = declaration.importClause!
    return (clause.namedBindings as ts.NamedImports).elements.map((element) => {
      const text = element.getText(source).replace(/^type\s+/, '')
      return { text, typeOnly: clause.isTypeOnly || element.isTypeOnly }
    })
  })
  const allTypes = names.every((name) => name.typeOnly)
  const list = [...new Set(names.map((name) => (name.typeOnly && !allTypes ? `type ${name.text}` : name.text)))]
  return `import ${allTypes ? 'type ' : ''}{ ${list.join(', ')} } from ${spec}`
}

for (const [file, { source, uses }] of rewrites) {
  const edits: { start: number; end: number; text: string }[] = []
  const imports = new Map<string, ts.ImportDeclaration[]>()
  for (const use of uses) {
    if (ts.isImportDeclaration(use.from)) {
      imports.set(specOf(use), [...(imports.get(specOf(use)) ?? []), use.from])
    } else {
      const spec = use.from.moduleSpecifier!
      edits.push({ start: spec.getStart(source), end: spec.getEnd(), text: specOf(use) })
    }
  }
  // Entries already imported by this file join the merge, so each entry is named once.
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement)) continue
    const spec = `'${(statement.moduleSpecifier as ts.StringLiteral).text}'`
    if (imports.has(spec) && !imports.get(spec)!.includes(statement)) imports.get(spec)!.unshift(statement)
  }
  for (const [spec, declarations] of imports) {
    const [first, ...rest] = declarations.sort((a, b) => a.getStart(source) - b.getStart(source))
    edits.push({ start: first!.getStart(source), end: first!.getEnd(), text: mergedImport(source, declarations, spec) })
    for (const other of rest) {
      const end = source.text[other.getEnd()] === '\n' ? other.getEnd() + 1 : other.getEnd()
      edits.push({ start: other.getStart(source), end, text: '' })
    }
  }
  let text = source.text
  for (const edit of edits.sort((a, b) => b.start - a.start)) text = text.slice(0, edit.start) + edit.text + text.slice(edit.end)
  writeFileSync(file, text)
}
console.log(`${rewrites.size} files now import other features through their entries; ${entries.size} entries written.`)

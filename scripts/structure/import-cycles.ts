import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/**
 * Import cycles between our own modules, found once over the whole graph (strongly connected
 * components) instead of import-x/no-cycle's walk of the graph from every import of every file,
 * which was half of the lint stage. The same edges as that rule counted: static imports,
 * re-exports, side-effect and dynamic `import()`; not `import type`, an import whose every name is
 * a type, nor `export type … from` (erased); nor packages.
 */

const sourceFile = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/
/** Not our code, or not code: what ESLint and tsconfig.json leave out (from the root; node_modules anywhere). */
const skipped = ['.git', 'build', 'data', 'cms/.next', 'test-results', 'playwright-report', 'tests/e2e/.artifacts', '.cache', 'public']

export function repositoryFiles(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      const skip = entry.name === 'node_modules' || skipped.includes(path.relative(root, full))
      return skip ? [] : repositoryFiles(root, full)
    }
    return sourceFile.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : []
  })
}

/** The modules one file needs at run time, as written (`./x`, `~/core`, `zod`…). */
export function valueImports(file: string, text: string): string[] {
  const kind = /\.(tsx|jsx)$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind)
  const specs: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && !typeOnlyImport(node)) {
      specs.push(node.moduleSpecifier.text)
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !node.isTypeOnly) {
      specs.push(node.moduleSpecifier.text)
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments
      if (argument && ts.isStringLiteralLike(argument)) specs.push(argument.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return specs
}

function typeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause
  if (!clause) return false
  if (clause.isTypeOnly) return true
  const named = clause.namedBindings
  return !clause.name && !!named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly)
}

/** Every file's value imports that resolve (by tsconfig.json's paths) to another file of ours. */
export function importGraph(root: string, files = repositoryFiles(root)): Map<string, string[]> {
  const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config ?? {}
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root)
  const cache = ts.createModuleResolutionCache(root, (name) => name, options)
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const targets = valueImports(file, readFileSync(file, 'utf8')).flatMap((spec) => {
      const resolved = ts.resolveModuleName(spec, file, options, ts.sys, cache).resolvedModule
      if (!resolved || resolved.isExternalLibraryImport || resolved.resolvedFileName.includes('/node_modules/')) return []
      const target = path.resolve(resolved.resolvedFileName)
      return target === file || target.endsWith('.d.ts') ? [] : [target]
    })
    graph.set(file, [...new Set(targets)])
  }
  return graph
}

/** The groups of modules that import one another round, each sorted, named relative to root (Tarjan's algorithm). */
export function importCycles(graph: Map<string, string[]>, root = ''): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  let next = 0
  const connect = (file: string) => {
    index.set(file, next)
    low.set(file, next++)
    stack.push(file)
    onStack.add(file)
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target)
        low.set(file, Math.min(low.get(file)!, low.get(target)!))
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!))
      }
    }
    if (low.get(file) !== index.get(file)) return
    const group: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      group.push(member)
    } while (member !== file)
    if (group.length > 1) cycles.push(group.map((name) => (root ? path.relative(root, name) : name)).sort())
  }
  for (const file of graph.keys()) if (!index.has(file)) connect(file)
  return cycles
}

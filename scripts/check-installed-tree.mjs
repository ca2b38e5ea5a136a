#!/usr/bin/env node
// Does node_modules hold exactly the packages package-lock.json names, each at its path and version?
// `.ci/run` runs it after the install (issue #49): CI must test the tree a developer's `npm ci` makes.
// Plain Node, no dependencies: it runs before anything else is trusted. Usage: node scripts/check-installed-tree.mjs [dir]
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(process.argv[2] ?? '.')

/** path (relative, with node_modules/ segments) → version and whether it is optional, as the lockfile says. */
export function expectedPackages(lock) {
  const expected = new Map()
  for (const [at, entry] of Object.entries(lock.packages ?? {})) {
    if (!at.startsWith('node_modules/') && !at.includes('/node_modules/')) continue // the project and its workspaces
    expected.set(at, { version: entry.link ? `link:${entry.resolved}` : entry.version, optional: entry.optional === true })
  }
  return expected
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'))
const entriesOf = (dir) => {
  try {
    return readdirSync(dir, { withFileTypes: true })
  } catch {
    return []
  }
}

/** path → version of every package installed under `dir`/node_modules, nested ones included. */
export function installedPackages(dir, base = '', found = new Map()) {
  const modules = path.join(dir, 'node_modules')
  const visit = (at, rel) => {
    let version
    try {
      version = readJson(path.join(at, 'package.json')).version
    } catch {
      return // a folder without a package.json is not a package (npm leaves none)
    }
    found.set(rel, version)
    installedPackages(at, rel + '/', found)
  }
  for (const item of entriesOf(modules)) {
    if (item.name.startsWith('.')) continue // .bin, .cache, .package-lock.json
    const at = path.join(modules, item.name)
    const rel = `${base}node_modules/${item.name}`
    if (item.isSymbolicLink()) found.set(rel, `link:${path.relative(root, readlinkTarget(at))}`)
    else if (!item.isDirectory()) continue
    else if (!item.name.startsWith('@')) visit(at, rel)
    else for (const scoped of entriesOf(at)) if (scoped.isDirectory()) visit(path.join(at, scoped.name), `${rel}/${scoped.name}`)
  }
  return found
}

const readlinkTarget = (at) => path.resolve(path.dirname(at), readlinkSync(at))

/**
 * The differences, one line each; none when the trees agree. An optional package may be absent:
 * npm leaves out those this machine cannot use (another os, cpu or libc, an engine it does not
 * meet) and the optional helpers only they need; whatever is installed must be locked at its path.
 */
export function compareTrees(expected, installed) {
  const problems = []
  for (const [at, { version, optional }] of expected) {
    if (!installed.has(at)) {
      if (!optional) problems.push(`missing   ${at}@${version}`)
    } else if (installed.get(at) !== version) problems.push(`version   ${at}: ${installed.get(at)} installed, ${version} locked`)
  }
  for (const [at, version] of installed) if (!expected.has(at)) problems.push(`unlocked  ${at}@${version}`)
  return problems.sort()
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const expected = expectedPackages(readJson(path.join(root, 'package-lock.json')))
  const installed = installedPackages(root)
  const problems = compareTrees(expected, installed)
  if (problems.length) {
    console.error(`node_modules differs from package-lock.json in ${problems.length} place(s):`)
    for (const line of problems.slice(0, 40)) console.error(`  ${line}`)
    if (problems.length > 40) console.error(`  … and ${problems.length - 40} more`)
    process.exit(1)
  }
  console.log(`node_modules matches package-lock.json: ${installed.size} packages at their locked paths and versions`)
}

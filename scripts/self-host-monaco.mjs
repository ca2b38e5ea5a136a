// postinstall: Payload's admin bundles a Monaco loader that fetches the editor from a public CDN,
// and offers no setting to change it. Rewrite that address to the copy the site serves from
// node_modules (host/http-app.ts, /vendor/monaco/vs), so the admin's JSON and code editors work
// offline, behind strict networks and without a third party seeing who uses the admin.
import { readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const cdn = /https:\/\/cdn\.jsdelivr\.net\/npm\/monaco-editor@[^/"'`]+\/min\/vs/g
const local = '/vendor/monaco/vs'
const root = path.resolve('node_modules/@payloadcms/ui/dist')

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) walk(file)
    else if (name.endsWith('.js')) rewrite(file)
  }
}

let rewritten = 0
let selfHosted = 0
function rewrite(file) {
  const text = readFileSync(file, 'utf8')
  if (text.includes(local)) selfHosted += 1
  if (text.search(cdn) < 0) return
  // A new file in its place, not an edit of the old one: an installer that hard-links node_modules
  // to its cache (CI's Bun, docs/decisions/022-ci-installs-with-bun.md) keeps its cache as published.
  writeFileSync(`${file}.self-hosted`, text.replace(cdn, local))
  renameSync(`${file}.self-hosted`, file)
  rewritten += 1
  selfHosted += text.includes(local) ? 0 : 1
}

try {
  walk(root)
  // Nothing rewritten and nothing rewritten before: Payload moved its loader, and the admin's
  // editors would quietly load from the CDN again. Say so loudly instead.
  if (selfHosted === 0) throw new Error(`no file under ${root} loads Monaco from a CDN address this script knows; update its pattern`)
  console.log(`self-host-monaco: ${rewritten} file(s) rewritten, ${selfHosted} load Monaco from ${local}`)
} catch (error) {
  console.error(`self-host-monaco: ${error.message}`)
  process.exit(1)
}

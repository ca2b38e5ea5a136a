// postinstall: Payload's admin bundles a Monaco loader that fetches the editor from a public CDN,
// and offers no setting to change it. Rewrite that address to the copy the site serves from
// node_modules (server/http-app.ts, /vendor/monaco/vs), so the admin's JSON and code editors work
// offline, behind strict networks and without a third party seeing who uses the admin.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
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
function rewrite(file) {
  const text = readFileSync(file, 'utf8')
  if (text.search(cdn) < 0) return
  writeFileSync(file, text.replace(cdn, local))
  rewritten += 1
}

try {
  walk(root)
  console.log(`self-host-monaco: ${rewritten} file(s) now load Monaco from ${local}`)
} catch (error) {
  console.error(`self-host-monaco: ${error.message}`)
  process.exit(1)
}

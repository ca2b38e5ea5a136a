import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/** Everything the two builds (Remix and the admin host) are made from. */
const inputs = [
  'app',
  'dev',
  'cms',
  'config',
  'engine',
  'schemas',
  'funnels',
  'public',
  'host',
  'package-lock.json',
  'vite.config.ts',
  'remix.config.js',
  'tsconfig.json',
]
// next-env.d.ts is written by the admin's first build: counting it made the first restart rebuild.
const skipped = new Set(['node_modules', '.next', 'migrations', 'payload-types.ts', 'next-env.d.ts'])

/** A content hash of the build inputs, so a start after any source change rebuilds. */
export function sourceFingerprint(root: string): string {
  const hash = createHash('sha256')
  for (const input of inputs) addPath(hash, root, input)
  return hash.digest('hex')
}

function addPath(hash: ReturnType<typeof createHash>, root: string, relative: string): void {
  const full = path.join(root, relative)
  if (!existsSync(full)) return
  if (statSync(full).isDirectory()) {
    for (const entry of readdirSync(full).sort()) {
      if (skipped.has(entry) || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue
      addPath(hash, root, path.join(relative, entry))
    }
    return
  }
  hash.update(relative).update('\0').update(readFileSync(full)).update('\0')
}

export function readStamp(file: string): string | undefined {
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined
}

import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { readStamp, sourceFingerprint } from './fingerprint'
import { precompressDirectory } from './precompressed'

const root = process.cwd()
const stampFile = path.join(root, 'build', '.source-fingerprint')

export function buildIsCurrent(): boolean {
  return readStamp(stampFile) === sourceFingerprint(root)
}

function run(label: string, command: string, args: string[]): void {
  const started = Date.now()
  console.log(`› ${label}…`)
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (result.status !== 0) {
    console.error(`✗ ${label} failed (exit ${result.status ?? result.signal}).`)
    process.exit(1)
  }
  console.log(`✓ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
}

/** Builds the Remix site (Vite), the Payload admin host (Next.js), the production host and the development simulators, then stamps the sources. */
export function buildAll(): void {
  const fingerprint = sourceFingerprint(root)
  const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)
  run('Building the site (Remix + Vite)', bin('remix'), ['vite:build'])
  const precompressed = precompressDirectory(path.join(root, 'build', 'client', 'assets'))
  console.log(`✓ Precompressed ${precompressed} assets (brotli and gzip)`)
  run('Building the admin (Payload + Next.js)', bin('next'), ['build', 'cms'])
  // Last: the Remix build empties build/ first.
  run('Compiling the host', bin('vite'), ['build', '--config', 'server/host.vite.config.ts'])
  // Apart from the site and the host: loaded only where a service is simulated (server/simulators.ts).
  run('Compiling the development simulators', bin('vite'), ['build', '--config', 'dev/simulators/vite.config.ts'])
  writeFileSync(stampFile, fingerprint)
}

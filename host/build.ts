import { type ChildProcess, spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { readStamp, sourceFingerprint } from './fingerprint'
import { precompressDirectory } from './precompressed'

const root = process.cwd()
const stampFile = path.join(root, 'build', '.source-fingerprint')

export function buildIsCurrent(): boolean {
  return readStamp(stampFile) === sourceFingerprint(root)
}

/** The builds under way: when one fails, the others (the two halves run side by side) are stopped with it. */
const running = new Set<ChildProcess>()

function run(label: string, command: string, args: string[]): Promise<void> {
  const started = Date.now()
  console.log(`› ${label}…`)
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    })
    running.add(child)
    const fail = (reason: string) => {
      console.error(`✗ ${label} failed (${reason}).`)
      for (const other of running) other.kill('SIGTERM')
      process.exit(1)
    }
    child.on('error', (error) => fail(error.message))
    child.on('close', (code, signal) => {
      running.delete(child)
      if (code !== 0) fail(`exit ${code ?? signal}`)
      console.log(`✓ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
      resolve()
    })
  })
}

/**
 * Builds the Remix site (Vite), the Payload admin host (Next.js), the production host and the
 * development simulators, then stamps the sources. The admin (cms/.next) is built beside the rest:
 * the two big builds are each mostly one core, and side by side they take the time of the longer.
 */
export async function buildAll(): Promise<void> {
  const fingerprint = sourceFingerprint(root)
  const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)
  const site = async () => {
    await run('Building the site (Remix + Vite)', bin('remix'), ['vite:build'])
    const precompressed = precompressDirectory(path.join(root, 'build', 'client', 'assets'))
    console.log(`✓ Precompressed ${precompressed} assets (brotli and gzip)`)
    // After the site: the Remix build empties build/ first.
    await run('Compiling the host', bin('vite'), ['build', '--config', 'host/host.vite.config.ts'])
    // Apart from the site and the host: loaded only where a service is simulated (host/simulators.ts).
    await run('Compiling the development simulators', bin('vite'), ['build', '--config', 'dev/simulators/vite.config.ts'])
  }
  await Promise.all([site(), run('Building the admin (Payload + Next.js)', bin('next'), ['build', 'cms'])])
  writeFileSync(stampFile, fingerprint)
}

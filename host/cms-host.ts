import { type ChildProcess, spawn } from 'node:child_process'
import { connect, createServer } from 'node:net'
import path from 'node:path'

export type CmsHost = {
  url: string
  child: ChildProcess
  /** SIGTERM, then SIGKILL when it has not exited within `graceMs`; resolves once it has exited. */
  stop: (graceMs?: number) => Promise<void>
}

/**
 * Runs the Payload admin (a Next.js app in cms/) as a child process on a loopback port. Payload
 * bundles its own copy of itself into Next's server build, so sharing one process with the Remix
 * site would mean two Payload instances fighting over one global cache; a child keeps them apart.
 */
export type CmsHostOptions = {
  root: string
  port: number
  dev: boolean
  env: NodeJS.ProcessEnv
  /** Tells this process's content cache about an edit in the admin (the server build's cms/hooks/content-changed.ts). */
  onContentChanged: (stamp: string) => void
}

export async function startCmsHost(options: CmsHostOptions): Promise<CmsHost> {
  const port = options.port || (await freePort())
  const nextBin = path.join(options.root, 'node_modules', 'next', 'dist', 'bin', 'next')
  const preload = path.join(options.root, 'host', 'cms-child-preload.cjs')
  const args = ['--require', preload, nextBin, options.dev ? 'dev' : 'start', 'cms', '--port', String(port), '--hostname', '127.0.0.1']
  const child = spawn(process.execPath, args, {
    cwd: options.root,
    env: { ...options.env, NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), CMS_HOST_CHANNEL: 'content-changed' },
    // The IPC channel carries the admin's content changes to this process's content cache.
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    // A process group of its own: a stop signal to the site's group reaches the site alone, which
    // lets its requests to the admin finish and then stops the admin (docs/decisions/027-clean-drain-on-stop.md).
    detached: true,
  })
  child.on('message', (message) => {
    const changed = message as { type?: unknown; stamp?: unknown } | null
    if (changed?.type === 'content-changed' && typeof changed.stamp === 'string') options.onContentChanged(changed.stamp)
  })
  const json = options.env.LOG_FORMAT === 'json'
  child.stdout?.on('data', (chunk: Buffer) => relay(chunk, process.stdout, json))
  child.stderr?.on('data', (chunk: Buffer) => relay(chunk, process.stderr, json))

  const url = `http://127.0.0.1:${port}`
  await waitForListening(url, port, child)
  return { url, child, stop: (graceMs) => stopChild(child, graceMs) }
}

async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
}

/**
 * Next's own banner names its internal port, which visitors never use, and times its config file;
 * keep only real messages.
 */
function relay(chunk: Buffer, to: NodeJS.WriteStream, json = false): void {
  const text = chunk
    .toString()
    .split('\n')
    .filter((line) => line.trim() && !/Next\.js|Local:|Network:|Ready in|Starting\.\.\.|Running next\.config/.test(line))
  if (text.length) to.write(text.map((line) => (json ? adminJson(line) : `[admin] ${line}`)).join('\n') + '\n')
}

/** LOG_FORMAT=json: the admin's entries stay one JSON object a line, marked as the admin's; its other output becomes one. */
function adminJson(line: string): string {
  if (line.startsWith('{') && line.endsWith('}')) {
    try {
      return JSON.stringify({ ...(JSON.parse(line) as Record<string, unknown>), source: 'admin' })
    } catch {
      // not JSON after all: wrapped below
    }
  }
  return JSON.stringify({ level: 30, time: Date.now(), msg: line, source: 'admin' })
}

async function waitForListening(url: string, port: number, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the admin host exited with code ${child.exitCode}`)
    try {
      await canConnect(port)
      // Warm Payload inside the admin host so the first editor does not wait for it.
      fetch(`${url}/cms/api/users/me`).catch(() => undefined)
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  child.kill('SIGTERM')
  throw new Error(`the admin host did not start within ${timeoutMs / 1000} s`)
}

/** A port nothing on loopback listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

function canConnect(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.end()
      resolve()
    })
    socket.once('error', reject)
  })
}

/**
 * Starts the product exactly as `npm start` does (building first when the sources changed) on a
 * free port and a throwaway data directory, and hands its address to the tests.
 */
import type { ChildProcess } from 'node:child_process'
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { freePort } from '../../host/cms-host'
import { keepSeededData, restoreSeededData } from '../support/seeded-data'
import { buildIfStale, securitySeededData, spawnHost, waitForHealth } from './host'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    /** The host's database, for tests that start a second host process on it. */
    databaseUri: string
    /** Where the host's stdout and stderr go (test-results/security-server.log). */
    serverLog: string
    /** The host's DATA_DIR (it keeps the simulators' generated secret there). */
    dataDir: string
  }
}

type Provided = { baseUrl: string; databaseUri: string; serverLog: string; dataDir: string }
type SharedHost = { users: number; provided: Promise<Provided>; child?: ChildProcess; dataDir?: string }

/**
 * Vitest runs this once per project (vitest.security.config.ts has two) in its one main process;
 * the projects share one host, started by the first and stopped after the last.
 */
const shared = globalThis as typeof globalThis & { securityHost?: SharedHost }

export default async function setup(project: TestProject) {
  // The timed project measures sign-ins: a run that includes it derives every key in full.
  const timesSignIns = project.vitest.projects.some((each) => each.name === 'security timed')
  const host = (shared.securityHost ??= startHost({ rememberPasswordHashes: !timesSignIns }))
  host.users++
  const provided = await host.provided
  project.provide('baseUrl', provided.baseUrl)
  project.provide('databaseUri', provided.databaseUri)
  project.provide('serverLog', provided.serverLog)
  project.provide('dataDir', provided.dataDir)
  return async () => {
    if (--host.users > 0) return
    shared.securityHost = undefined
    await teardown(host)
  }
}

function startHost({ rememberPasswordHashes }: { rememberPasswordHashes: boolean }): SharedHost {
  const host: SharedHost = { users: 0, provided: Promise.resolve() as unknown as Promise<Provided> }
  host.provided = (async () => {
    const port = Number(process.env.SECURITY_PORT) || (await freePort())
    const baseUrl = `http://localhost:${port}`
    const dataDir = (host.dataDir = mkdtempSync(path.join(tmpdir(), 'security-')))
    await buildIfStale()
    const restored = restoreSeededData(dataDir, securitySeededData)
    const databaseUri = `file:${path.join(dataDir, securitySeededData.database)}`
    const child = (host.child = spawnHost({
      port,
      dataDir,
      databaseUri,
      // The tests act from many client addresses through X-Forwarded-For, as a proxy on loopback would.
      env: { TRUST_PROXY: 'loopback' },
      stdio: ['ignore', 'pipe', 'pipe'],
      rememberPasswordHashes,
    }))
    // The attacks make the server log plenty: it goes to test-results/, shown here only if start-up fails.
    mkdirSync('test-results', { recursive: true })
    const logFile = path.resolve('test-results/security-server.log')
    const log = createWriteStream(logFile)
    child.stdout!.pipe(log)
    child.stderr!.pipe(log)
    await waitForHealth(baseUrl, child).catch((error: Error) => {
      console.error(readFileSync(logFile, 'utf8').slice(-5000))
      throw error
    })
    if (!restored) await keepSeededData(dataDir, securitySeededData)
    return { baseUrl, databaseUri, serverLog: logFile, dataDir }
  })()
  return host
}

async function teardown({ child, dataDir }: SharedHost) {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))])
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
}

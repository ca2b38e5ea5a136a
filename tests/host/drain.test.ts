/**
 * A stop under load (issue #48, item 4; docs/decisions/027-clean-drain-on-stop.md): SIGTERM to a
 * real host process while 20 connections keep asking for pages, the admin, /cms/api and /readyz.
 * Every request in flight at the signal finishes with a real answer, /readyz fails at once, no
 * request ever gets a 5xx (the admin's process outlives the site's requests to it: no 502), and
 * the host exits 0 with its admin process gone too.
 */
import { type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from '../../host/cms-host'
import { restoreSeededData } from '../support/seeded-data'
import { securitySeededData, spawnHost, waitForHealth } from '../security/host'

const connections = 20
const graceSeconds = 20

let host: ChildProcess | undefined
let dataDir: string | undefined

afterAll(() => {
  if (host && host.exitCode === null) host.kill('SIGKILL')
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

type Sent = { path: string; startedAt: number; endedAt?: number; status?: number; error?: string }

/** The processes whose parent is `pid` (the admin host is the site's child). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]) === pid
      } catch {
        return false
      }
    })
    .map(Number)
}

describe('SIGTERM under load', () => {
  it(
    'finishes every request in flight, fails /readyz at once, never answers 5xx, and stops the admin last',
    { timeout: 240_000 },
    async () => {
      const port = await freePort()
      const base = `http://127.0.0.1:${port}`
      dataDir = mkdtempSync(path.join(tmpdir(), 'security-drain-'))
      restoreSeededData(dataDir, securitySeededData, 'drain.db')
      let output = ''
      host = spawnHost({
        port,
        dataDir,
        databaseUri: `file:${path.join(dataDir, 'drain.db')}`,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { SHUTDOWN_GRACE_SECONDS: String(graceSeconds), RENEWALS_EVERY_MINUTES: '0', ANALYTICS_ROLLUP_EVERY_MINUTES: '0' },
      })
      host.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
      host.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
      const exited = new Promise<number | null>((resolve) => host!.once('exit', (code) => resolve(code)))
      await waitForHealth(base, host, 180_000)
      const [admin] = childrenOf(host.pid!)
      expect(admin, 'the admin host runs as the site’s child').toBeDefined()

      // Pages (rendered here, from memory, and the admin's login drawn by its Next) and the admin's API.
      const paths = ['/cms/api/users/me', '/admin/login', '/courses', '/cms/api/users/me', '/onboarding/challenge_100k']
      const sent: Sent[] = []
      let sigtermAt = Number.POSITIVE_INFINITY
      let stopped = false
      const worker = async (index: number) => {
        for (let turn = index; !stopped; turn++) {
          const request: Sent = { path: paths[turn % paths.length]!, startedAt: performance.now() }
          sent.push(request)
          try {
            const answer = await fetch(`${base}${request.path}`, { redirect: 'manual' })
            await answer.arrayBuffer()
            request.status = answer.status
          } catch (error) {
            request.error = String((error as Error).cause ?? error)
            // The listener closed: this client would now go to another machine.
            if (request.startedAt > sigtermAt) return
          } finally {
            request.endedAt = performance.now()
          }
        }
      }
      const workers = Array.from({ length: connections }, (_, index) => worker(index))
      await new Promise((resolve) => setTimeout(resolve, 3000))

      sigtermAt = performance.now()
      host.kill('SIGTERM')
      const probes: Sent[] = []
      const probing = (async () => {
        while (host!.exitCode === null && performance.now() - sigtermAt < 2000) {
          const probe: Sent = { path: '/readyz', startedAt: performance.now() }
          probes.push(probe)
          await fetch(`${base}/readyz`)
            .then((answer) => (probe.status = answer.status))
            .catch((error: Error) => (probe.error = String(error.cause ?? error)))
          await new Promise((resolve) => setTimeout(resolve, 20))
        }
      })()
      const code = await Promise.race([
        exited,
        new Promise((resolve) => setTimeout(() => resolve('still running'), (graceSeconds + 15) * 1000)),
      ])
      stopped = true
      await Promise.all([...workers, probing])

      expect(code, output.slice(-3000)).toBe(0)
      const inFlightAtStop = Number(/› Stopping: (\d+) requests? in flight/.exec(output)?.[1])
      expect(inFlightAtStop, 'requests were in flight when the signal came').toBeGreaterThan(0)
      expect(output).toContain('✓ Stopped')

      // In flight at the signal (sent before it, answered after it): each got its answer.
      const inFlight = sent.filter((request) => request.startedAt < sigtermAt - 50 && (request.endedAt ?? Infinity) > sigtermAt)
      expect(inFlight.length).toBeGreaterThan(0)
      expect(inFlight.filter((request) => request.status === undefined)).toEqual([])
      // No 5xx at all: above all no 502 from /cms/api while the site drained.
      expect(sent.filter((request) => (request.status ?? 0) >= 500)).toEqual([])
      expect(
        sent.filter((request) => request.path.startsWith('/cms/api') && request.startedAt > sigtermAt && request.status === 502),
      ).toEqual([])

      // Readiness: no probe sent 100 ms after the signal was told "ready".
      const late = probes.filter((probe) => probe.startedAt > sigtermAt + 100)
      expect(late.length).toBeGreaterThan(0)
      expect(late.filter((probe) => probe.status === 200)).toEqual([])

      // The admin stopped with the site, not before its requests (above) and not left behind.
      expect(existsSync(`/proc/${admin}`) && !readFileSync(`/proc/${admin}/stat`, 'utf8').includes(') Z ')).toBe(false)
      console.log(
        `drain: ${inFlightAtStop} in flight at SIGTERM, ${inFlight.length} of this test's requests answered after it, ` +
          `${sent.filter((request) => request.startedAt > sigtermAt && request.error).length} refused after it, exit ${String(code)}`,
      )
    },
  )
})

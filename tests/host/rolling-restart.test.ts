/**
 * A rolling restart behind nginx (issue #48; docs/decisions/027-clean-drain-on-stop.md): two host
 * processes on one database behind Debian's nginx, 20 connections through it, one host stopped
 * (SIGTERM) and started again, then the other. nginx passes a refused connection on to the other
 * host (its default `proxy_next_upstream error timeout`), and a stopping host finishes what it
 * accepted, so not one request fails. nginx comes from Debian's package (.ci/run installs it).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from '../../host/cms-host'
import { restoreSeededData } from '../support/seeded-data'
import { securitySeededData, spawnHost, waitForHealth } from '../security/host'

const connections = 20
/** Debian puts nginx in /usr/sbin, which a user's PATH may leave out. */
const nginxBin = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx'
const running = new Set<ChildProcess>()
let dir: string | undefined

afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL')
  if (dir) rmSync(dir, { recursive: true, force: true })
})

function nginxConfig(root: string, port: number, upstreams: number[]): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${root}/${name};`).join('\n  ')
  return `daemon off;
worker_processes 1;
pid ${root}/nginx.pid;
error_log ${root}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${temp}
  upstream site {
    ${upstreams.map((upstream) => `server 127.0.0.1:${upstream} max_fails=0;`).join('\n    ')}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://site;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_connect_timeout 2s;
    }
  }
}
`
}

describe.runIf(spawnSync(nginxBin, ['-v']).error === undefined)('a rolling restart behind nginx', () => {
  it('restarts one host, then the other, under 20 connections without one failed request', { timeout: 420_000 }, async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'security-rolling-'))
    restoreSeededData(dir, securitySeededData, 'rolling.db')
    const [portA, portB, front] = [await freePort(), await freePort(), await freePort()]
    const base = `http://127.0.0.1:${front}`
    const start = (port: number) => {
      const child = spawnHost({
        port,
        dataDir: dir!,
        databaseUri: `file:${path.join(dir!, 'rolling.db')}`,
        // Its errors reach the test's output, so a host that fails to start says why.
        stdio: ['ignore', 'ignore', 'pipe'],
        env: { PUBLIC_URL: `http://localhost:${front}`, RENEWALS_EVERY_MINUTES: '0', ANALYTICS_ROLLUP_EVERY_MINUTES: '0' },
      })
      child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[host ${port}] ${chunk.toString()}`))
      running.add(child)
      return child
    }
    // One after the other: both start on one SQLite file here, and two first starts writing it at
    // once can meet SQLite's single writer (on PostgreSQL an advisory lock orders the migrations).
    const hosts = new Map<number, ReturnType<typeof start>>()
    for (const port of [portA, portB]) {
      const child = start(port)
      hosts.set(port, child)
      await waitForHealth(`http://127.0.0.1:${port}`, child, 180_000)
    }

    const nginxRoot = path.join(dir, 'nginx')
    for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(nginxRoot, sub), { recursive: true })
    writeFileSync(path.join(nginxRoot, 'nginx.conf'), nginxConfig(nginxRoot, front, [portA, portB]))
    const nginx = spawn(nginxBin, ['-p', nginxRoot, '-c', path.join(nginxRoot, 'nginx.conf')], { stdio: ['ignore', 'inherit', 'inherit'] })
    running.add(nginx)
    await waitForHealth(base, nginx, 20_000)

    const paths = ['/onboarding/challenge_100k', '/courses', '/cms/api/users/me', '/admin/login', '/healthz']
    const failures: string[] = []
    let answered = 0
    let stopped = false
    const worker = async (index: number) => {
      for (let turn = index; !stopped; turn++) {
        const target = paths[turn % paths.length]!
        try {
          const answer = await fetch(`${base}${target}`, { redirect: 'manual' })
          await answer.arrayBuffer()
          if (answer.status >= 500) failures.push(`${target}: ${answer.status}`)
          else answered++
        } catch (error) {
          failures.push(`${target}: ${String((error as Error).cause ?? error)}`)
        }
      }
    }
    const workers = Array.from({ length: connections }, (_, index) => worker(index))

    const restarted: { port: number; stopMs: number; answeredMeanwhile: number }[] = []
    for (const port of [portA, portB]) {
      const before = answered
      const old = hosts.get(port)!
      const began = performance.now()
      const exited = new Promise<number | null>((resolve) => old.once('exit', resolve))
      old.kill('SIGTERM')
      expect(await exited).toBe(0)
      const stopMs = Math.round(performance.now() - began)
      const fresh = start(port)
      hosts.set(port, fresh)
      await waitForHealth(`http://127.0.0.1:${port}`, fresh, 180_000)
      restarted.push({ port, stopMs, answeredMeanwhile: answered - before })
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
    stopped = true
    await Promise.all(workers)

    console.log(`rolling restart: ${answered} answered, ${failures.length} failed; ${JSON.stringify(restarted)}`)
    expect(failures).toEqual([])
    for (const each of restarted) expect(each.answeredMeanwhile).toBeGreaterThan(0)
    for (const child of hosts.values()) child.kill('SIGTERM')
    nginx.kill('SIGTERM')
  })
})

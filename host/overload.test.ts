import { type AddressInfo, connect } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { metrics } from '@cms/metrics'
import { admissionControl } from './overload'
import { threadCpuMs } from './turn-pacer'

let close: (() => void) | undefined
afterEach(() => close?.())

/** A site whose one page takes `ms` of waiting, behind admission control. */
async function site(ms: number, options: Parameters<typeof admissionControl>[0]) {
  const app = express()
  const admission = admissionControl(options, metrics())
  app.get('/page', admission, (_req, res) => void setTimeout(() => res.send('page'), ms))
  app.get('/api/thing', admission, (_req, res) => void setTimeout(() => res.json({ ok: true }), ms))
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  close = () => server.close()
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, admission }
}

describe('admissionControl', () => {
  it('runs a few at a time and serves the rest in turn within the wait limit', async () => {
    const { base, admission } = await site(40, { concurrency: 2, turnTargetMs: 8, maxWaitMs: 2000, maxQueue: 100, retryAfterSeconds: 1 })
    const requests = Array.from({ length: 6 }, () => fetch(`${base}/page`).then((response) => response.status))
    for (let tries = 0; tries < 100 && (admission.state().waiting < 4 || admission.state().active < 2); tries++)
      await new Promise((resolve) => setTimeout(resolve, 5))
    expect(admission.state()).toEqual({ active: 2, waiting: 4 })
    expect(await Promise.all(requests)).toEqual([200, 200, 200, 200, 200, 200])
    expect(admission.state()).toEqual({ active: 0, waiting: 0 })
  })

  it('answers 503 with Retry-After at once when the wait would be too long, in the caller’s shape', async () => {
    const { base, admission } = await site(300, { concurrency: 1, turnTargetMs: 8, maxWaitMs: 50, maxQueue: 1, retryAfterSeconds: 2 })
    const until = async (waiting: number) => {
      for (let tries = 0; tries < 100 && admission.state().active + admission.state().waiting < waiting; tries++)
        await new Promise((resolve) => setTimeout(resolve, 2))
    }
    const first = fetch(`${base}/page`)
    await until(1)
    const waited = fetch(`${base}/page`)
    await until(2)
    const started = Date.now()
    const full = await fetch(`${base}/api/thing`)
    expect(Date.now() - started).toBeLessThan(100)
    expect(full.status).toBe(503)
    expect(full.headers.get('retry-after')).toBe('2')
    expect(await full.json()).toEqual({ error: { title: 'Busy', message: 'The site is busy right now. Please try again in a moment.' } })

    const late = await waited
    expect(late.status).toBe(503)
    expect(await late.text()).toBe('The site is busy right now. Please try again in a moment.')
    expect((await first).status).toBe(200)
    expect(admission.state()).toEqual({ active: 0, waiting: 0 })
  })

  it('starts renders that hold the CPU a few per round of the event loop, so the loop keeps accepting and reading', async () => {
    const app = express()
    const admission = admissionControl(
      { concurrency: 2, turnTargetMs: 8, maxWaitMs: 10_000, maxQueue: 100, retryAfterSeconds: 1 },
      metrics(),
    )
    let round = 0
    let counting = true
    const tick = () => {
      round++
      if (counting) setImmediate(tick)
    }
    setImmediate(tick)
    const startedInRound: number[] = []
    // Like a page whose loaders and render run without a real wait (SQLite): 10 ms of CPU, more than a turn's 8.
    app.get('/page', admission, (_req, res) => {
      startedInRound.push(round)
      const until = threadCpuMs() + 10
      while (threadCpuMs() < until);
      res.send('page')
    })
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    close = () => server.close()
    // Twenty connections open first (Node accepts one per round), then all send a request at once.
    let accepted = 0
    server.on('connection', () => accepted++)
    const port = (server.address() as AddressInfo).port
    const sockets = Array.from({ length: 20 }, () => connect(port, '127.0.0.1'))
    for (let tries = 0; tries < 200 && accepted < 20; tries++) await new Promise((resolve) => setTimeout(resolve, 5))
    const answers = sockets.map(
      (socket) =>
        new Promise<string>((resolve) => {
          let text = ''
          socket.on('data', (chunk) => {
            text += chunk.toString()
            if (text.endsWith('page')) resolve(text.split(' ')[1]!)
          })
        }),
    )
    for (const socket of sockets) socket.write('GET /page HTTP/1.1\r\nHost: site\r\n\r\n')
    const statuses = await Promise.all(answers)
    for (const socket of sockets) socket.destroy()
    counting = false
    expect(statuses).toEqual(Array.from({ length: 20 }, () => '200'))
    const perRound = new Map<number, number>()
    for (const at of startedInRound) perRound.set(at, (perRound.get(at) ?? 0) + 1)
    // At most `concurrency` (2) in a round: the 20 take ten rounds or more, not one.
    expect(Math.max(...perRound.values())).toBeLessThanOrEqual(2)
    expect(perRound.size).toBeGreaterThanOrEqual(10)
  })
})

import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { metrics } from '@cms/metrics'
import { admissionControl } from './overload'

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
    const { base, admission } = await site(40, { concurrency: 2, maxWaitMs: 2000, maxQueue: 100, retryAfterSeconds: 1 })
    const requests = Array.from({ length: 6 }, () => fetch(`${base}/page`).then((response) => response.status))
    for (let tries = 0; tries < 100 && admission.state().waiting < 4; tries++) await new Promise((resolve) => setTimeout(resolve, 5))
    expect(admission.state()).toEqual({ active: 2, waiting: 4 })
    expect(await Promise.all(requests)).toEqual([200, 200, 200, 200, 200, 200])
    expect(admission.state()).toEqual({ active: 0, waiting: 0 })
  })

  it('answers 503 with Retry-After at once when the wait would be too long, in the caller’s shape', async () => {
    const { base, admission } = await site(300, { concurrency: 1, maxWaitMs: 50, maxQueue: 1, retryAfterSeconds: 2 })
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
})

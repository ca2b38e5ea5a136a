import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { metrics } from '@cms/metrics'
import { requestLog } from './request-log'

let close: (() => void) | undefined
afterEach(() => close?.())

async function site(format: 'text' | 'json') {
  const lines: string[] = []
  const app = express()
  app.use(
    requestLog({
      routeOf: (pathname) => (pathname.startsWith('/lesson/') ? '/lesson/:id' : '/admin/*'),
      write: (line) => lines.push(line),
      format,
      metrics: metrics(),
    }),
  )
  app.get('/lesson/:id', (_req, res) => void res.send('lesson'))
  app.get('/admin/reset/:token', (_req, res) => void res.send('reset'))
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  close = () => server.close()
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const answer = await fetch(`${base}${path}`, { headers })
    await answer.text()
    for (let tries = 0; tries < 50 && lines.length === 0; tries++) await new Promise((resolve) => setTimeout(resolve, 5))
    return { id: answer.headers.get('x-request-id'), line: lines.shift() }
  }
  return get
}

describe('requestLog', () => {
  it('writes one readable line per request with its id, route and time, and no query', async () => {
    const get = await site('text')
    const { id, line } = await get('/lesson/42?code=secret', { 'x-request-id': 'edge-7f3a' })
    expect(id).toBe('edge-7f3a')
    expect(line).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/lesson\/42 200 \d+ms {2}route=\/lesson\/:id id=edge-7f3a\n$/)
    expect(line).not.toContain('secret')
  })

  it('writes one JSON object a line with LOG_FORMAT=json, and keeps an admin token out of it', async () => {
    const get = await site('json')
    const { id, line } = await get('/admin/reset/the-reset-token')
    const entry = JSON.parse(line!) as Record<string, unknown>
    expect(entry).toMatchObject({ level: 30, msg: 'request', id, method: 'GET', path: '/admin/reset', status: 200 })
    expect(typeof entry.ms).toBe('number')
    expect(line).not.toContain('the-reset-token')
    expect(line!.endsWith('}\n')).toBe(true)
  })
})

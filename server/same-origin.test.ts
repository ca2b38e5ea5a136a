import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sameOriginMutations } from './same-origin'

describe('sameOriginMutations', () => {
  let base = ''
  let close = () => undefined as void
  beforeAll(async () => {
    const app = express()
    app.use(sameOriginMutations('https://learn.example.com'))
    app.all('*', (_req, res) => res.status(200).send('reached'))
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    close = () => void server.close()
  })
  afterAll(() => close())

  const post = (path: string, headers: Record<string, string>) => fetch(`${base}${path}`, { method: 'POST', headers })

  it('lets reads through whatever their origin', async () => {
    expect((await fetch(`${base}/onboarding/challenge_v1`, { headers: { origin: 'https://evil.example' } })).status).toBe(200)
  })

  it('lets posts from the site itself or its public address through', async () => {
    expect((await post('/onboarding/challenge_v1', { origin: base })).status).toBe(200)
    expect((await post('/api/funnel-events', { origin: 'https://learn.example.com' })).status).toBe(200)
    expect((await post('/api/funnel-events', { referer: `${base}/onboarding/x` })).status).toBe(200)
  })

  it('answers 403 to another site, an opaque origin or none at all; JSON on /api', async () => {
    const api = await post('/api/funnel-events', { origin: 'https://evil.example' })
    expect(api.status).toBe(403)
    expect(await api.json()).toEqual({ error: { title: 'Forbidden', message: 'Cross-site requests are not accepted.' } })
    expect((await post('/onboarding/challenge_v1', { origin: 'null' })).status).toBe(403)
    expect((await post('/onboarding/challenge_v1', {})).status).toBe(403)
  })
})

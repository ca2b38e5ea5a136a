import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { metrics } from '@cms/metrics'
import { metricsEndpoint } from './metrics'

let close: (() => void) | undefined
afterEach(() => close?.())

const token = 'a-metrics-token-of-at-least-32-characters'

/** /metrics behind the access rule, with the site's 404 after it; the client address comes from X-Forwarded-For. */
async function site(allow: string[]) {
  const app = express()
  app.set('trust proxy', true)
  app.get('/metrics', metricsEndpoint({ allow, token }, metrics()))
  app.use((_req, res) => void res.status(404).send('Not found'))
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  close = () => server.close()
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return (from: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/metrics`, { headers: { 'x-forwarded-for': from, ...headers } })
}

describe('metricsEndpoint', () => {
  it('answers the allowed networks and the bearer of the token', async () => {
    const get = await site(['loopback', '10.1.0.0/16', '2001:db8:1::/48'])
    for (const from of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.1.200.3', '2001:db8:1:2::5']) {
      const answer = await get(from)
      expect(answer.status, from).toBe(200)
      expect(answer.headers.get('content-type')).toMatch(/^text\/plain;.*version=0\.0\.4/)
    }
    expect((await get('203.0.113.9', { authorization: `Bearer ${token}` })).status).toBe(200)
  })

  it('is the 404 page to anyone else, a wrong token included', async () => {
    const get = await site(['loopback', '10.1.0.0/16'])
    for (const from of ['10.2.0.1', '203.0.113.9', '2001:db8::1']) expect((await get(from)).status, from).toBe(404)
    expect((await get('203.0.113.9', { authorization: `Bearer ${token}x` })).status).toBe(404)
    expect((await get('203.0.113.9', { authorization: 'Bearer ' })).status).toBe(404)
  })

  it('answers no one when the list is empty and no token is set', async () => {
    const app = express()
    app.get('/metrics', metricsEndpoint({ allow: [] }, metrics()))
    app.use((_req, res) => void res.status(404).send('Not found'))
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    close = () => server.close()
    const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`, {
      headers: { authorization: 'Bearer x' },
    })
    expect(answer.status).toBe(404)
  })
})

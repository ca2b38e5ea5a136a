import { Agent, createServer, get, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { type Drain, trackRequests } from './drain'

let server: Server | undefined
afterEach(() => server?.closeAllConnections())

/** A server whose answers take `ms` and copy an upstream's `Connection: keep-alive`, as the admin proxy does. */
async function slowServer(ms: number, handoffMs = 0): Promise<{ drain: Drain; port: number }> {
  server = createServer((_req, res) => {
    setTimeout(() => {
      res.setHeader('Connection', 'keep-alive')
      res.end('ok')
    }, ms)
  })
  const drain = trackRequests(server, { handoffMs })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { drain, port: (server.address() as AddressInfo).port }
}

function request(port: number, agent: Agent): Promise<{ status?: number; connection?: string; body: string }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, agent }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection, body }))
    }).on('error', reject)
  })
}

describe('trackRequests', () => {
  it('lets the request in flight finish with Connection: close, refuses new connections, and settles', async () => {
    const { drain, port } = await slowServer(200)
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    expect((await request(port, agent)).connection).toBe('keep-alive')

    const inFlight = request(port, agent)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(drain.inFlight()).toBe(1)
    drain.begin()
    expect(drain.isDraining()).toBe(true)

    expect(await inFlight).toEqual({ status: 200, connection: 'close', body: 'ok' })
    await expect(request(port, new Agent())).rejects.toMatchObject({ code: 'ECONNREFUSED' })
    expect(await drain.settled(1000)).toBe(true)
    expect(drain.inFlight()).toBe(0)
  })

  it('during the hand-off still answers a request that arrives, with Connection: close, then refuses new connections', async () => {
    const { drain, port } = await slowServer(50, 300)
    drain.begin()
    expect(await request(port, new Agent())).toEqual({ status: 200, connection: 'close', body: 'ok' })
    await new Promise((resolve) => setTimeout(resolve, 400))
    await expect(request(port, new Agent())).rejects.toMatchObject({ code: 'ECONNREFUSED' })
    expect(await drain.settled(1000)).toBe(true)
  })

  it('gives up waiting when the grace runs out', async () => {
    const { drain, port } = await slowServer(2000)
    const slow = request(port, new Agent()).catch(() => undefined)
    await new Promise((resolve) => setTimeout(resolve, 50))
    drain.begin()
    const started = Date.now()
    expect(await drain.settled(100)).toBe(false)
    expect(Date.now() - started).toBeLessThan(1000)
    server!.closeAllConnections()
    await slow
  })
})

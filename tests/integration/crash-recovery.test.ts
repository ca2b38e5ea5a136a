/**
 * A host process killed with SIGKILL in the middle of a burst of purchases and add-on charges,
 * then started again (issue #48 item 3): every charge that went through ends with its order paid,
 * exactly one receipt, no attempt left "processing", and no buyer of a charge that went through is
 * left with an error. The host is tests/integration/support/crash-host.ts in its own process on
 * this file's database; the Solidgate simulator is served here, by a front that forwards the
 * provider's webhooks to the host, so the "provider" outlives the host as a real one does.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { payOnPage } from './support/payment-site'

const hostPort = await freePort()
let forwarded = 0
let onForward: (count: number) => void = () => undefined
const front = await startFront()
process.env.PUBLIC_URL = front.origin // read once by getEnv(): the simulator's pages and its webhook address

const { getPayloadClient } = await import('@cms/get-payload')
const { startCheckout } = await import('../../app/payments/server/checkout.server')
const { createStudent } = await import('../support/students')

let host: { child: ChildProcess; ready: Promise<void> } | null = null
afterAll(async () => {
  host?.child.kill('SIGKILL')
  await new Promise<void>((resolve) => front.server.close(() => resolve()))
})

const purchases = 16
const addOnBuyers = 6
const addOn = 'crash-addon-prompts'

describe('a host killed during a burst of charges', () => {
  it('leaves every charge that went through paid, with one receipt, and no buyer with an error', { timeout: 240_000 }, async () => {
    const payload = await getPayloadClient()
    await payload.create({
      collection: 'upsells',
      overrideAccess: true,
      data: {
        upsellId: 'crash_prompts',
        planId: addOn,
        title: 'Complete AI pack',
        pack: 'complete_ai',
        sale: false,
        order: 1,
        prices: [{ currency: 'USD', cents: 1499 }],
      },
    })
    host = startHost()
    await host.ready

    // Buyers with a plan and a saved card, for the add-ons (paid before the burst, host up).
    const buyers = []
    for (let index = 0; index < addOnBuyers; index += 1) {
      const { student } = await createStudent()
      const order = await newOrder(student.email, student.id)
      await payOrder(order)
      buyers.push(student.id)
    }
    await expect.poll(async () => (await ordersPaid()).length, { timeout: 30_000 }).toBe(addOnBuyers)

    // The burst: purchases paid on the provider's page and add-ons charged through the host; the
    // host is killed as the provider's 6th report reaches it, and started again a moment later.
    const burstOrders = await Promise.all(
      Array.from({ length: purchases }, (_, index) => newOrder(`burst-${index}-${Date.now()}@example.test`)),
    )
    const killed = new Promise<void>((resolve) => {
      onForward = (count) => {
        if (count !== addOnBuyers + 6) return
        host!.child.kill('SIGKILL')
        resolve()
      }
    })
    const restarted = killed.then(async () => {
      await new Promise((resolve) => setTimeout(resolve, 500))
      host = startHost()
      await host.ready
    })
    const answers = await Promise.all([
      ...burstOrders.map((order) => payOrder(order)),
      ...buyers.map((studentId) => buyAddOn(studentId, restarted)),
    ])
    await restarted
    // The buyers got answers: the provider's page, and the add-on page asking again after no answer.
    expect(answers.filter((answer) => answer === 'error')).toEqual([])

    // The crash left work half-done: reports lost while the host was down, their charges "processing".
    const processing = await payload.count({ collection: 'payments', where: { status: { equals: 'processing' } }, overrideAccess: true })
    expect(processing.totalDocs).toBeGreaterThan(0)

    // The restarted host's background work, a few minutes on: the sweep, then the mail job.
    for (let pass = 0; pass < 2; pass += 1) {
      const response = await fetch(`http://127.0.0.1:${hostPort}/background?ahead=${3 * 60_000 + pass}`)
      expect(response.status).toBe(200)
    }

    const charges = (
      await payload.find({
        collection: 'payments',
        where: { kind: { in: ['charge', 'upsell'] } },
        limit: 500,
        depth: 0,
        overrideAccess: true,
      })
    ).docs
    expect(charges.filter((charge) => charge.status === 'processing').map((charge) => charge.providerOrderId)).toEqual([])
    const succeeded = charges.filter((charge) => charge.status === 'success')
    expect(succeeded).toHaveLength(addOnBuyers + purchases + addOnBuyers)
    expect((await ordersPaid()).length).toBe(addOnBuyers + purchases)
    const receipts = (
      await payload.find({ collection: 'email-outbox', where: { key: { like: 'receipt:' } }, limit: 500, depth: 0, overrideAccess: true })
    ).docs.map((row) => row.key)
    expect([...receipts].sort()).toEqual(succeeded.map((charge) => `receipt:${charge.providerOrderId}`).sort())

    // Every add-on buyer, asking again, owns the pack they were charged for.
    for (const studentId of buyers) expect(await buyAddOn(studentId, Promise.resolve())).toBe('success')
  })
})

async function newOrder(email: string, student?: number) {
  const payload = await getPayloadClient()
  return payload.create({
    collection: 'orders',
    data: {
      email,
      planId: 'plan-4w',
      priceCents: 1999,
      renewalCents: 2999,
      currency: 'USD',
      status: 'pending',
      attempt: 0,
      ...(student ? { student } : {}),
    },
    depth: 0,
    overrideAccess: true,
  })
}

/** Opens the checkout and pays on the provider's page, as the buyer's browser does: the provider answers, whatever the host's state. */
async function payOrder(order: Awaited<ReturnType<typeof newOrder>>): Promise<'ok' | 'error'> {
  const { redirectUrl } = await startCheckout(order, {})
  const response = await payOnPage(redirectUrl, front.origin, '4000000000000077')
  return response.status === 303 ? 'ok' : 'error'
}

/** Buys the add-on through the host as the upsell page does: a request the host never answered (it was killed) is asked again once it is back. */
async function buyAddOn(studentId: number, back: Promise<void>): Promise<string> {
  for (let tries = 0; tries < 5; tries += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${hostPort}/addon`, {
        method: 'POST',
        body: JSON.stringify({ studentId, productId: addOn }),
      })
      if (response.status !== 200) return 'error'
      const { outcome } = (await response.json()) as { outcome: string }
      return outcome // "processing" too: the page shows it and asks again later
    } catch {
      await back // no answer: the host died; ask again when it is back
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return 'error'
}

async function ordersPaid() {
  const payload = await getPayloadClient()
  return (await payload.find({ collection: 'orders', where: { status: { equals: 'paid' } }, limit: 500, depth: 0, overrideAccess: true }))
    .docs
}

function startHost(): { child: ChildProcess; ready: Promise<void> } {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--import',
      path.join(import.meta.dirname, 'support/ignore-styles.mjs'),
      path.join(import.meta.dirname, 'support/crash-host.ts'),
    ],
    {
      env: { ...process.env, CRASH_HOST_PORT: String(hostPort) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`crash host exited (${code}) before it was ready`)))
  })
  ready.catch(() => undefined)
  return { child, ready }
}

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

/** The provider's report headers (content type, merchant, signature), without the connection's own. */
const reportHeaders = (req: IncomingMessage) =>
  Object.fromEntries(
    Object.entries(req.headers).filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' && !['host', 'connection', 'content-length', 'transfer-encoding'].includes(entry[0]),
    ),
  )

async function body(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return new Uint8Array(Buffer.concat(chunks))
}

/** The provider's side: the simulator's pages and API here, its webhooks forwarded to the host (lost while it is down). */
async function startFront() {
  let origin = ''
  const server = createServer(async (req, res) => {
    const url = new URL(req.url!, origin)
    const payload = await body(req)
    try {
      if (url.pathname.startsWith('/dev/payments/solidgate/')) {
        const { handleSimulatorRequest } = await import('../../dev/simulators')
        const request = new Request(url, {
          method: req.method,
          headers: req.headers as Record<string, string>,
          ...(payload.length ? { body: payload } : {}),
        })
        const answer = (await handleSimulatorRequest(request))!
        return void res.writeHead(answer.status, Object.fromEntries(answer.headers)).end(Buffer.from(await answer.arrayBuffer()))
      }
      if (url.pathname === '/api/payments/solidgate/webhook') {
        forwarded += 1
        onForward(forwarded)
        const answer = await fetch(`http://127.0.0.1:${hostPort}${url.pathname}`, {
          method: 'POST',
          headers: reportHeaders(req),
          body: payload,
        })
        return void res.writeHead(answer.status).end(await answer.text())
      }
      res.writeHead(404).end()
    } catch {
      res.writeHead(502).end() // the host is down: this report is lost (Solidgate's simulator does not send it again)
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { server, origin }
}

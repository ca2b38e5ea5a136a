/**
 * Issue #48's crash acceptance against the real host: the built host, started as production starts
 * it (`spawnHost`), is killed with SIGKILL in the middle of a burst of purchases and add-on charges
 * and started again. Every charge that succeeded ends with exactly one receipt, no attempt is left
 * "processing", and no buyer of a succeeded charge is left with an error.
 *
 * The provider outlives the host, as a real one does: Solidgate's simulator runs in this process
 * (in memory, keys from the hosts' SIMULATOR_SECRET) behind a front that is the site's PUBLIC_URL,
 * answers /dev/payments/solidgate/* itself and passes everything else to the host — so its
 * webhooks are lost while the host is down. The minutes until the restarted host's payments sweep
 * and mail job look again (2, 4, 8 … minutes after a charge) are passed by moving the database's
 * clocks back: the charges' times, and the work items' due times and leases.
 */
import { type ChildProcess } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import '../support/simulator-protocol'
import { createClient, type Client } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../host/cms-host'
import { simulatorKeysFrom } from '../../config/simulator-keys'
import { createSolidgateSimulator } from '../../dev/simulators/payments/solidgate/simulator.server'
import type { SimOrder } from '../../dev/simulators/payments/solidgate/simulator-report'
import { memoryTable, type RecordTable } from '../../dev/simulators/shared/records'
import { restoreSeededData } from '../support/seeded-data'
import { securityAdmin } from '../security/accounts'
import { securitySeededData, spawnHost, waitForHealth } from '../security/host'
import { call as siteCall, type CallOptions } from '../security/support'

const purchases = 12
const addOnBuyers = 5
const addOn = 'upsell_ai_tools'
const simulatorSecret = randomBytes(32).toString('hex')

let dataDir: string
let hostPort: number
let host: ChildProcess | undefined
let hostOutput = ''
let front: { server: Server; origin: string }
let db: Client
let forwarded = 0
/** The ids of every order the provider (the simulator below) was asked to charge. */
const providerOrders = new Set<string>()
let simulator: ReturnType<typeof createSolidgateSimulator> | undefined
let onForward: (count: number) => void = () => undefined

describe.skipIf(process.env.PAYMENT_SIMULATOR === 'false')(
  'the real host killed with SIGKILL during a burst of charges, then started again',
  () => {
    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'security-crash-'))
      restoreSeededData(dataDir, securitySeededData, 'crash.db')
      hostPort = await freePort()
      front = await startFront()
      host = await startHost()
      db = createClient({ url: `file:${path.join(dataDir, 'crash.db')}` })
      await db.execute('PRAGMA busy_timeout = 10000')
    }, 240_000)

    afterAll(async () => {
      if (host && host.exitCode === null && host.signalCode === null) host.kill('SIGKILL')
      db?.close()
      await new Promise<void>((resolve) => (front ? front.server.close(() => resolve()) : resolve()))
      if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    })

    it(
      'leaves every succeeded charge with one receipt, no attempt processing, and no buyer of one with an error',
      { timeout: 240_000 },
      async () => {
        const admin = await call('/cms/api/users/login', { method: 'POST', json: securityAdmin })
        expect(admin.status).toBe(200)
        const { token: staff } = (await admin.json()) as { token: string }
        expect(
          (await call('/cms/api/globals/site-settings', { method: 'POST', token: staff, json: { paymentSystem: 'solidgate' } })).status,
        ).toBe(200)
        const plans = (await (await call('/cms/api/plans?where[set][equals]=weekly-1-4-12&depth=0')).json()) as {
          docs: { planId: string }[]
        }
        const planId = plans.docs[1]!.planId

        // Buyers with a plan and a saved card for the add-ons; the others with their checkout open.
        const addOnTokens = await Promise.all(Array.from({ length: addOnBuyers }, () => checkout(planId)))
        for (const buyer of addOnTokens) expect(await pay(buyer.page)).toBe(303)
        const burstBuyers = await Promise.all(Array.from({ length: purchases }, () => checkout(planId)))

        // The burst; the host is killed as the provider's 6th report of it reaches the front, and started again.
        const killed = new Promise<void>((resolve) => {
          onForward = (count) => {
            if (count !== addOnBuyers + 6) return
            host!.kill('SIGKILL')
            resolve()
          }
        })
        const restarted = killed.then(async () => {
          await new Promise<void>((resolve) =>
            host!.exitCode !== null || host!.signalCode !== null ? resolve() : host!.once('exit', () => resolve()),
          )
          host = await startHost()
        })
        const [paid, addOns] = await Promise.all([
          Promise.all(burstBuyers.map((buyer) => pay(buyer.page))),
          Promise.all(addOnTokens.map((buyer) => buyAddOn(buyer.token, restarted))),
        ])
        await restarted
        expect(paid.filter((status) => status !== 303)).toEqual([]) // the provider's page answered every buyer
        expect(addOns.filter((outcome) => outcome === 'error')).toEqual([])

        // The crash left work half-done: reports lost while the host was down, their charges "processing".
        expect(await count(`SELECT COUNT(*) AS n FROM payments WHERE status = 'processing'`)).toBeGreaterThan(0)

        // Three minutes on: the restarted host's worker claims the sweep, then the mail job.
        await passMinutes(3)
        await expect
          .poll(async () => count(`SELECT COUNT(*) AS n FROM payments WHERE status = 'processing'`), { timeout: 30_000, interval: 500 })
          .toBe(0)
        const succeeded = await providerOrderIds(
          `SELECT provider_order_id AS id FROM payments WHERE kind IN ('charge', 'upsell') AND status = 'success'`,
        )
        // Recorded exactly as the provider charged: an add-on the host was killed before sending is
        // no charge (the sweep marks it failed and the buyer, told "processing", may buy it again).
        const charged = await Promise.all(
          [...providerOrders].map(async (id) => ((await simulator!.order(id))?.status === 'approved' ? id : [])),
        )
        expect(succeeded).toEqual(charged.flat().sort())
        expect(succeeded.length).toBeGreaterThanOrEqual(addOnBuyers + purchases) // every plan paid on the provider's page
        const receipts = () => providerOrderIds(`SELECT substr(key, 9) AS id FROM email_outbox WHERE key LIKE 'receipt:%'`)
        // Receipts a stopped process never queued are owed once the charge is a few minutes old.
        await passMinutes(3)
        await expect.poll(receipts, { timeout: 30_000, interval: 500 }).toEqual(succeeded)
        expect(await count(`SELECT COUNT(*) AS n FROM orders WHERE status = 'paid'`)).toBeGreaterThanOrEqual(addOnBuyers + purchases)

        // No buyer is left with an error: the add-on buyers asking again own the pack, and the page
        // the provider sent each buyer back to (it reloads itself while a payment is being confirmed)
        // says their plan is paid.
        for (const buyer of addOnTokens) expect(await buyAddOn(buyer.token, Promise.resolve())).toBe('success')
        for (const buyer of [...addOnTokens, ...burstBuyers]) {
          const back = await call(`/experiment/success-payment?order=${buyer.orderId}`, { cookie: `payload-token=${buyer.token}` })
          expect(back.status, buyer.orderId).toBe(200)
          expect(await back.text()).toContain('Payment successful')
        }
      },
    )
  },
)

/** A request to the site through the front (this test's own host), from a client address of its own; a form posts as the site's page. */
const call = (pathname: string, { form, ...options }: CallOptions & { form?: Record<string, string> } = {}) =>
  siteCall(pathname, {
    base: front.origin,
    ...(form ? { browser: 'same-origin' as const, body: new URLSearchParams(form) } : {}),
    ...options,
  })

/** A new student who chose a plan on the paywall and went on to the provider's page: its address. */
async function checkout(planId: string): Promise<{ token: string; orderId: string; page: string }> {
  const signUp = await call('/api/auth/signup', {
    method: 'POST',
    json: { email: `crash-${randomUUID()}@example.com`, password: 'Str0ng-Pass!' },
  })
  expect(signUp.status).toBe(201)
  const { token } = (await signUp.json()) as { token: string }
  const cookie = `payload-token=${token}`
  const paywall = await call('/luck/paywall', { method: 'POST', cookie, form: { planId } })
  expect(paywall.status).toBe(303)
  const orderId = /order=(\d+)/.exec(paywall.headers.get('location') ?? '')![1]!
  const toProvider = await call(`/payment?order=${orderId}`, { method: 'POST', cookie, form: {} })
  expect(toProvider.status).toBe(303)
  return { token, orderId, page: new URL(toProvider.headers.get('location')!).pathname }
}

/** Pays on the provider's page, as the buyer's browser does: the provider answers whatever the host's state. */
async function pay(page: string): Promise<number> {
  return (await call(page, { method: 'POST', form: { card_number: '4000000000000077', expiry: '12/30', cvv: '123' } })).status
}

/** The add-on, bought as the upsell page does: a request the host never answered (it was killed) is asked again once it is back. */
async function buyAddOn(token: string, back: Promise<void>): Promise<string> {
  for (let tries = 0; tries < 5; tries += 1) {
    const response = await call('/api/payments/solidgate/charge', { method: 'POST', token, json: { productId: addOn } }).catch(() => null)
    if (response && response.status === 200) return ((await response.json()) as { outcome: string }).outcome // "processing" too: the page asks again later
    if (response && response.status !== 502) return 'error'
    await back // no answer: the host died; ask again when it is back
  }
  return 'error'
}

async function count(query: string): Promise<number> {
  return Number((await db.execute(query)).rows[0]!.n)
}

async function providerOrderIds(query: string): Promise<string[]> {
  return (await db.execute(query)).rows.map((row) => String(row.id)).sort()
}

/**
 * Moves the database `minutes` into the past, as if that much time went by: the charges' times, the
 * outbox's, and the work items' due times and leases (the killed host's lease runs out with them);
 * the host's worker, looking every 5 s, then finds its recurring jobs due.
 */
async function passMinutes(minutes: number): Promise<void> {
  const back = (column: string) => `${column} = strftime('%Y-%m-%dT%H:%M:%fZ', ${column}, '-${minutes * 60} seconds')`
  await db.batch(
    [
      `UPDATE payments SET ${back('created_at')}, ${back('updated_at')}`,
      `UPDATE email_outbox SET ${back('created_at')}, ${back('updated_at')}, ${back('next_attempt_at')}`,
      `UPDATE work_items SET ${back('run_at')}, ${back('claimed_until')} WHERE claimed_until IS NOT NULL`,
      `UPDATE work_items SET ${back('run_at')} WHERE claimed_until IS NULL`,
    ],
    'write',
  )
}

async function startHost(): Promise<ChildProcess> {
  const child = spawnHost({
    port: hostPort,
    dataDir,
    databaseUri: `file:${path.join(dataDir, 'crash.db')}`,
    stdio: ['ignore', 'pipe', 'pipe'],
    rememberPasswordHashes: true,
    env: {
      PUBLIC_URL: front.origin,
      SIMULATOR_SECRET: simulatorSecret,
      TRUST_PROXY: 'loopback',
      RENEWALS_EVERY_MINUTES: '0',
      ANALYTICS_ROLLUP_EVERY_MINUTES: '0',
    },
  })
  child.stdout!.on('data', (chunk: Buffer) => (hostOutput = (hostOutput + chunk.toString()).slice(-20_000)))
  child.stderr!.on('data', (chunk: Buffer) => (hostOutput = (hostOutput + chunk.toString()).slice(-20_000)))
  await waitForHealth(`http://127.0.0.1:${hostPort}`, child, 180_000).catch((error: Error) => {
    throw new Error(`${error.message}\n${hostOutput.slice(-5000)}`)
  })
  return child
}

async function body(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** The site's address: the provider's pages and API answered here, everything else passed to the host (502 while it is down). */
async function startFront(): Promise<{ server: Server; origin: string }> {
  let origin = ''
  const keys = simulatorKeysFrom(simulatorSecret).solidgate
  const providerPrefix = '/dev/payments/solidgate/'
  const orders = memoryTable<SimOrder>(1000)
  const keptOrders: RecordTable<SimOrder> = {
    get: (key) => orders.get(key),
    set: async (key, value) => {
      providerOrders.add(key)
      await orders.set(key, value)
    },
  }
  const server = createServer(async (req, res) => {
    const url = new URL(req.url!, origin)
    const payload = await body(req)
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === 'string' && !['host', 'connection', 'content-length', 'transfer-encoding'].includes(entry[0]),
      ),
    )
    const request = { method: req.method, headers, ...(payload.length ? { body: new Uint8Array(payload) } : {}) }
    try {
      let answer: Response
      if (url.pathname.startsWith(providerPrefix)) {
        simulator ??= createSolidgateSimulator({
          ...keys,
          tables: { orders: keptOrders, guids: memoryTable(1000), tokens: memoryTable(1000) },
          webhookUrl: `${origin}/api/payments/solidgate/webhook`,
          merchantOrigins: [origin],
        })
        answer = await simulator.handle(new Request(url, request), url.pathname.slice(providerPrefix.length))
      } else {
        if (url.pathname === '/api/payments/solidgate/webhook') onForward((forwarded += 1))
        answer = await fetch(`http://127.0.0.1:${hostPort}${url.pathname}${url.search}`, { ...request, redirect: 'manual' })
      }
      const out = new Headers(answer.headers)
      for (const name of ['content-encoding', 'content-length', 'transfer-encoding', 'connection']) out.delete(name)
      const cookies = answer.headers.getSetCookie()
      out.delete('set-cookie')
      res.writeHead(answer.status, { ...Object.fromEntries(out), ...(cookies.length ? { 'set-cookie': cookies } : {}) })
      res.end(Buffer.from(await answer.arrayBuffer()))
    } catch {
      res.writeHead(502).end() // the host is down: a provider's report sent now is lost (the simulator does not send it again)
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { server, origin }
}

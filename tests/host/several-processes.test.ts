/**
 * One site served by two processes (issue #48), each with its own DATA_DIR, on one database
 * (PostgreSQL when TEST_POSTGRES_URL is set, else one SQLite file) and one S3-compatible store
 * (s3rver on a temporary folder): what one process stored, the other serves — an admin's upload,
 * the seeded course covers, a student's AI-tools image — and a card saved through one is charged
 * by the other's payment simulator (a purchase and a renewal), and a talking video started on one
 * is reported done and served by the other.
 */
import { type ChildProcess } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../host/cms-host'
import { createDatabase, databaseUri, dropDatabase, siblingName } from '../integration/support/postgres-databases'
import { securityAdmin } from '../security/accounts'
import { spawnHost, waitForHealth } from '../security/host'
import { newClientIp } from '../security/support'

type Site = { base: string; child: ChildProcess; output: () => string; staff: string }
type Call = Omit<RequestInit, 'body'> & { token?: string; json?: unknown; body?: RequestInit['body']; form?: Record<string, string> }

const postgresServer = process.env.TEST_POSTGRES_URL
const databaseName = siblingName(postgresServer ?? 'postgres://x/app', `several_${randomUUID().slice(0, 8)}`)
const bucket = 'site-files'

let root: string
let s3: S3rver
let a: Site
let b: Site

function at(site: Pick<Site, 'base'>) {
  return (pathname: string, { token, json, form, headers: given, ...init }: Call = {}) => {
    const headers = new Headers(given)
    headers.set('X-Forwarded-For', newClientIp())
    if (token) headers.set('Authorization', `Bearer ${token}`)
    let body = init.body
    if (json !== undefined) {
      headers.set('Content-Type', 'application/json')
      body = JSON.stringify(json)
    }
    if (form) {
      headers.set('Content-Type', 'application/x-www-form-urlencoded')
      body = new URLSearchParams(form).toString()
    }
    return fetch(`${site.base}${pathname}`, { redirect: 'manual', ...init, headers, body })
  }
}

async function start(name: string, databaseUriForSites: string, env: Record<string, string>): Promise<Site> {
  const port = await freePort()
  const base = `http://localhost:${port}`
  let output = ''
  const child = spawnHost({
    port,
    dataDir: path.join(root, name),
    databaseUri: databaseUriForSites,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  })
  child.stdout!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)))
  child.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)))
  // Its own start-up line first: until it listens, another program may hold the port freePort gave.
  const deadline = Date.now() + 400_000
  while (!output.includes(`Site:  ${base}`)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${name} did not start:\n${output.slice(-5000)}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await waitForHealth(base, child, 60_000)
  const login = await at({ base })('/cms/api/users/login', { method: 'POST', json: securityAdmin })
  expect(login.status).toBe(200)
  return { base, child, output: () => output, staff: ((await login.json()) as { token: string }).token }
}

async function stop(site: Site | undefined): Promise<void> {
  if (!site || site.child.exitCode !== null || site.child.signalCode !== null) return
  const exited = new Promise((resolve) => site.child.once('exit', resolve))
  site.child.kill('SIGTERM')
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'several-processes-'))
  mkdirSync(path.join(root, 's3'))
  const s3Port = await freePort()
  s3 = new S3rver({
    address: '127.0.0.1',
    port: s3Port,
    silent: true,
    directory: path.join(root, 's3'),
    configureBuckets: [{ name: bucket }],
  })
  await s3.run()
  let database = `file:${path.join(root, 'shared.db')}`
  if (postgresServer) {
    await createDatabase(postgresServer, databaseName)
    database = databaseUri(postgresServer, databaseName)
  }
  const env = {
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    // What processes of one site share (docs/operations.md): the secrets, and who runs the timers.
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    SIMULATOR_SECRET: randomBytes(32).toString('hex'),
    RENEWALS_EVERY_MINUTES: '0',
    ANALYTICS_ROLLUP_EVERY_MINUTES: '0',
    TRUST_PROXY: 'loopback',
    // A talking video is rendered at once, and reported done after a second.
    VIDEO_SIMULATOR_RENDER_MS: '1000',
  }
  // The first start migrates and seeds (the covers go to the store); the second finds it all done.
  a = await start('a', database, env)
  b = await start('b', database, env)
}, 900_000)

afterAll(async () => {
  await Promise.all([stop(a), stop(b)])
  // The two hosts' output, for a failure's why (test-results/ is kept by CI).
  mkdirSync('test-results', { recursive: true })
  for (const [name, site] of [
    ['a', a],
    ['b', b],
  ] as const)
    if (site) writeFileSync(`test-results/several-processes-${name}.log`, site.output())
  await s3?.close()
  if (postgresServer) await dropDatabase(postgresServer, databaseName).catch(() => undefined)
  if (root) rmSync(root, { recursive: true, force: true })
}, 60_000)

/** Large enough for Payload to make the collection's thumbnail (400 px) and card (768 px) sizes. */
const png = (background: string) =>
  sharp({ create: { width: 800, height: 500, channels: 3, background } })
    .png()
    .toBuffer()

async function bytesOf(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer())
}

describe('two processes, one database, one object store', () => {
  it('serves from one process the file an admin uploaded through the other, with caching headers', async () => {
    const form = new FormData()
    const image = await png('#3366ff')
    form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), `upload-${randomUUID().slice(0, 8)}.png`)
    form.append('_payload', JSON.stringify({ alt: 'Uploaded on A' }))
    const created = await at(a)('/cms/api/media', { method: 'POST', token: a.staff, body: form })
    expect(created.status, await created.clone().text()).toBe(201)
    const { doc } = (await created.json()) as { doc: { filename: string; sizes: { thumbnail: { filename: string } } } }

    const served = await at(b)(`/cms/api/media/file/${encodeURIComponent(doc.filename)}`)
    expect(served.status).toBe(200)
    expect(await bytesOf(served)).toEqual(image)
    expect(served.headers.get('cache-control')).toMatch(/public, max-age=\d+/)
    const thumbnail = await at(b)(`/cms/api/media/file/${encodeURIComponent(doc.sizes.thumbnail.filename)}`)
    expect(thumbnail.status).toBe(200)
    expect(thumbnail.headers.get('content-type')).toBe('image/png')
  })

  it('serves from the second process the course covers the first one seeded', async () => {
    const media = await at(b)('/cms/api/media?where[filename][like]=course-cover-&limit=100&depth=0')
    const covers = ((await media.json()) as { docs: { filename: string }[] }).docs
    expect(covers.length).toBeGreaterThan(0)
    for (const cover of covers.slice(0, 3)) {
      const served = await at(b)(`/cms/api/media/file/${encodeURIComponent(cover.filename)}`)
      expect(served.status, cover.filename).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/webp')
    }
  })

  it('charges through the second process a card saved through the first, and serves the AI-tools image and a talking video across', async () => {
    const settings = await at(a)('/cms/api/globals/site-settings', { method: 'POST', token: a.staff, json: { paymentSystem: 'solidgate' } })
    expect(settings.status).toBe(200)
    const email = `student-${randomUUID()}@example.com`
    const signUp = await at(a)('/api/auth/signup', { method: 'POST', json: { email, password: 'Str0ng-Pass!' } })
    expect(signUp.status).toBe(201)
    const { token } = (await signUp.json()) as { token: string }

    // The plan, bought on A's simulator page: the card is saved (Solidgate's token) on A.
    const plans = (await (await at(a)('/cms/api/plans?where[set][equals]=weekly-1-4-12&depth=0')).json()) as { docs: { planId: string }[] }
    const paywall = await at(a)('/luck/paywall', {
      method: 'POST',
      headers: { cookie: `payload-token=${token}`, 'sec-fetch-site': 'same-origin', origin: a.base },
      form: { planId: String(plans.docs[1]!.planId) },
    })
    expect(paywall.status).toBe(303)
    const orderId = /order=(\d+)/.exec(paywall.headers.get('location') ?? '')![1]
    const toProvider = await at(a)(`/payment?order=${orderId}`, {
      method: 'POST',
      headers: { cookie: `payload-token=${token}`, 'sec-fetch-site': 'same-origin', origin: a.base },
      form: {},
    })
    expect(toProvider.status).toBe(303)
    const page = new URL(toProvider.headers.get('location')!)
    const paid = await at(a)(page.pathname, { method: 'POST', form: { card_number: '4000000000000077', expiry: '12/30', cvv: '123' } })
    expect(paid.status).toBe(303)

    // B's simulator charges that card: the AI tools pack, then a renewal run on B.
    const pack = await at(b)('/api/payments/solidgate/charge', { method: 'POST', token, json: { productId: 'upsell_ai_tools' } })
    expect(await pack.json()).toMatchObject({ outcome: 'success' })
    const renewal = await at(b)('/dev/payments/renewals', { method: 'POST', token: b.staff, json: { email } })
    expect(renewal.status, await renewal.clone().text()).toBe(200)
    expect(await renewal.json()).toMatchObject({ result: 'charged', status: 'active' })

    // An image the student brings to the AI tools on A is theirs on B too.
    const form = new FormData()
    form.append('image', new File([new Uint8Array(await png('#cc6633'))], 'photo.png', { type: 'image/png' }))
    const uploaded = await at(a)('/api/ai/media', { method: 'POST', token, body: form })
    expect(uploaded.status, await uploaded.clone().text()).toBe(200)
    const { url } = (await uploaded.json()) as { url: string }
    const onA = await at(a)(new URL(url, a.base).pathname, { token })
    const onB = await at(b)(new URL(url, b.base).pathname, { token })
    expect(onB.status).toBe(200)
    expect(onB.headers.get('content-type')).toBe('image/jpeg')
    expect(await bytesOf(onB)).toEqual(await bytesOf(onA))

    // A talking video started on A is answered for and served by B: the HeyGen simulator keeps its
    // assets and videos in the database and the render's files in the store (decision for #48 item 5).
    const face = new FormData()
    face.append('image', new File([new Uint8Array(await png('#339966'))], 'face.png', { type: 'image/png' }))
    const asset = await at(a)('/api/ai/heygen/asset/upload', { method: 'POST', token, body: face })
    expect(asset.status, await asset.clone().text()).toBe(200)
    const imageKey = ((await asset.json()) as { data: { image_key: string } }).data.image_key
    const started = await at(a)('/api/ai/heygen/generate-video-av4', {
      method: 'POST',
      token,
      json: { image_key: imageKey, script: 'Hi', voice_id: 'en-US-ava' },
    })
    expect(started.status, await started.clone().text()).toBe(200)
    const videoId = ((await started.json()) as { data: { video_id: string } }).data.video_id
    let video = { status: '', url: null as string | null }
    await expect
      .poll(
        async () => {
          video = (await (await at(b)(`/api/ai/heygen/video/status?id=${videoId}`, { token })).json()) as typeof video
          return video.status
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBe('completed')
    const file = await at(b)(new URL(video.url!, b.base).pathname, { token })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('video/webm')
    expect((await bytesOf(file)).length).toBeGreaterThan(0)
  })
})

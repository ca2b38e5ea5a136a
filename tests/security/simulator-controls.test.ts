/**
 * The payment simulator's controls and keys over real HTTP (issue #29, items 2 and 3):
 * /dev/payments/renewals and /dev/payments/saved-card are for staff only, tell no accounts apart,
 * and never touch a subscription whose provider is real; the simulators' keys are this
 * installation's own, and the status answer never carries the card's token.
 */
import type { ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { solidgateSignature } from '../../app/payments/server/signatures.server'
import { freePort } from '../../host/cms-host'
import { buyWithSolidgate, docs, orderOf, useAdmin } from './checkout-support'
import { spawnHost, waitForHealth } from './host'
import { simulatorKeys } from './simulator-keys'
import { bodyOf, call, newClientIp, signUpStudent, staffMember, staffToken, type TestStudent } from './support'

const controls = ['/dev/payments/renewals', '/dev/payments/saved-card'] as const

const control = (path: string, body: unknown, auth: { token?: string; cookie?: string } = {}) =>
  call(path, { method: 'POST', json: body, ...auth, ...(auth.cookie ? { browser: 'same-origin' as const } : {}) })

/** A Solidgate card-API call signed with the given keys, as the site's adapter signs it. */
const solidgateApi = (route: string, body: unknown, merchant: string, secret: string) => {
  const text = JSON.stringify(body)
  return call(`/dev/payments/solidgate/api/api/v1/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', merchant, signature: solidgateSignature(merchant, text, secret) },
    body: text,
  })
}

describe.skipIf(process.env.PAYMENT_SIMULATOR === 'false')('the payment simulator’s controls and keys', () => {
  let buyer: TestStudent
  let orderId: number
  let staff: string

  beforeAll(async () => {
    staff = await staffToken()
    useAdmin(staff)
    await call('/cms/api/globals/site-settings', { method: 'POST', token: staff, json: { paymentSystem: 'solidgate' } })
    buyer = await signUpStudent()
    // The simulator delivers its webhook before it sends the buyer back: the subscription exists now.
    orderId = await buyWithSolidgate(buyer)
  })

  const subscription = async () => (await docs('subscriptions', `where[order][equals]=${orderId}`))[0]!

  it('refuses anonymous callers, students and marketers, and charges nothing for them', async () => {
    const before = await subscription()
    const marketerToken = (await staffMember('marketer')).token
    for (const path of controls) {
      for (let attempt = 0; attempt < 3; attempt++) {
        const anonymous = await control(path, { email: buyer.email, outcome: 'decline' })
        expect(anonymous.status, path).toBe(401)
        expect(await bodyOf(anonymous)).toMatchObject({ error: { title: 'Not signed in' } })
      }
      expect((await control(path, 'not json')).status, `${path}, garbage`).toBe(401)
      expect((await control(path, { email: buyer.email }, { token: buyer.token })).status, `${path}, student token`).toBe(403)
      expect((await control(path, { email: buyer.email }, { cookie: buyer.cookie })).status, `${path}, student cookie`).toBe(403)
      // Billing is support's and the admin's (decision 023): a marketer sees no student's subscription.
      expect((await control(path, { email: buyer.email }, { token: marketerToken })).status, `${path}, marketer`).toBe(403)
      expect((await call(path, { token: staff })).status, `${path}, GET`).toBe(405)
    }
    const after = await subscription()
    expect(after).toMatchObject({ status: 'active', renewalAttempts: before.renewalAttempts, endDate: before.endDate })
    expect(await docs('payments', `where[order][equals]=${orderId}`)).toHaveLength(1)
  })

  it('answers staff the same for an unknown e-mail and a student with nothing to renew', async () => {
    const nobody = await control('/dev/payments/renewals', { email: `nobody-${Date.now()}@example.com` }, { token: staff })
    const idle = await signUpStudent()
    const nothing = await control('/dev/payments/renewals', { email: idle.email }, { token: staff })
    expect(nobody.status).toBe(409)
    expect(nothing.status).toBe(409)
    expect(await bodyOf(nobody)).toEqual(await bodyOf(nothing))
    const cards = [
      await control('/dev/payments/saved-card', { email: `nobody-${Date.now()}@example.com`, outcome: 'decline' }, { token: staff }),
      await control('/dev/payments/saved-card', { email: idle.email, outcome: 'decline' }, { token: staff }),
    ]
    expect(await bodyOf(cards[0]!)).toEqual(await bodyOf(cards[1]!))
    expect((await control('/dev/payments/renewals', { email: 'not an email' }, { token: staff })).status).toBe(400)
    expect((await control('/dev/payments/saved-card', 'not json', { token: staff })).status).toBe(400)
  })

  it('lets staff move a simulated subscription to its renewal', async () => {
    const renewed = await control('/dev/payments/renewals', { email: buyer.email, outcome: 'success' }, { token: staff })
    expect(renewed.status).toBe(200)
    expect(await bodyOf(renewed)).toMatchObject({ result: 'charged', status: 'active' })
  })

  it('refuses a signature made with the keys the source once published, and with another installation’s', async () => {
    const { providerOrderId } = await orderOf(orderId)
    expect(await bodyOf(await solidgateApi('status', { order_id: providerOrderId }, 'sim_merchant', 'sim_secret_key'))).toMatchObject({
      error: { code: '1.01' },
    })
    const guessed = await solidgateApi('refund', { order_id: providerOrderId, amount: 1 }, 'sim_merchant', 'x'.repeat(64))
    expect(guessed.status).toBe(401)
  })

  it('answers a signed status with the masked card but never the card’s token', async () => {
    const { providerOrderId, student } = await orderOf(orderId)
    const keys = simulatorKeys.solidgate
    const answer = await solidgateApi('status', { order_id: providerOrderId }, keys.merchantId, keys.secretKey)
    expect(answer.status).toBe(200)
    const text = await answer.text()
    expect(text).toContain('400000******0077')
    expect(text).not.toContain('card_token')
    const saved = await docs('payment-methods', `where[student][equals]=${String(student)}`)
    expect(saved.length, 'the card was saved from the signed webhook').toBeGreaterThan(0)
  })
})

describe.skipIf(process.env.MEDIA_SIMULATOR === 'false')('the video simulator', () => {
  it('renders nothing for a caller with the key the source once published, or none', async () => {
    for (const key of ['sim_heygen_key', '']) {
      const generate = await call('/dev/ai/heygen/api/v2/video/av4/generate', {
        method: 'POST',
        headers: { 'x-api-key': key },
        json: { image_key: 'image/x/original', script: 'Hello', voice_id: 'any' },
      })
      expect(generate.status).toBe(401)
      const upload = await call('/dev/ai/heygen/upload/v1/asset', {
        method: 'POST',
        headers: { 'x-api-key': key, 'content-type': 'image/png' },
        body: 'x',
      })
      expect(upload.status).toBe(401)
    }
  })
})

describe.skipIf(process.env.PAYMENT_SIMULATOR === 'false')('a provider with real keys', () => {
  let second: ChildProcess | undefined
  let otherBase = ''
  afterAll(() => void second?.kill('SIGTERM'))

  const otherCall = (path: string, init: RequestInit = {}) =>
    fetch(`${otherBase}${path}`, { ...init, headers: { 'X-Forwarded-For': newClientIp(), ...init.headers }, redirect: 'manual' })

  it('switches its simulator off, and the controls refuse a subscription paid through it', { timeout: 240_000 }, async () => {
    const staff = await staffToken()
    useAdmin(staff)
    await call('/cms/api/globals/site-settings', { method: 'POST', token: staff, json: { paymentSystem: 'solidgate' } })
    const buyer = await signUpStudent()
    await buyWithSolidgate(buyer)

    // The same site and data, restarted with real Solidgate keys (a service that never answers).
    const port = await freePort()
    otherBase = `http://localhost:${port}`
    second = spawnHost({
      port,
      dataDir: inject('dataDir'),
      databaseUri: inject('databaseUri'),
      env: {
        RENEWALS_EVERY_MINUTES: '0',
        ANALYTICS_ROLLUP_EVERY_MINUTES: '0',
        SOLIDGATE_MERCHANT_ID: 'real_merchant',
        SOLIDGATE_SECRET_KEY: 'real_secret',
        SOLIDGATE_WEBHOOK_MERCHANT_ID: 'real_wh_merchant',
        SOLIDGATE_WEBHOOK_SECRET_KEY: 'real_wh_secret',
        SOLIDGATE_API_URL: 'http://127.0.0.1:9',
      },
      stdio: 'ignore',
    })
    await waitForHealth(otherBase, second, 180_000)

    expect((await otherCall('/dev/payments/solidgate/page/api/v1/init', { method: 'POST', body: '{}' })).status).toBe(404)
    expect((await otherCall('/dev/payments/ecommpay/page/payment')).status, 'Ecommpay is still simulated').toBe(400)
    const refused = await otherCall('/dev/payments/renewals', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staff}` },
      body: JSON.stringify({ email: buyer.email, outcome: 'success' }),
    })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({ error: { title: 'Not simulated' } })
  })
})

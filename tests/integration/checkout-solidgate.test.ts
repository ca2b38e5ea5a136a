/**
 * The checkout core with the Solidgate adapter and its simulator, over real HTTP: a node:http
 * server stands for the site (PUBLIC_URL) and serves the simulator's route and the site's webhook
 * route; the order lives in a real Payload. Pay → the signed webhook is applied once → the order
 * is paid (or failed with Solidgate's code); a replayed webhook changes nothing.
 */
import { afterAll, describe, expect, it, vi } from 'vitest'
import type { Order } from '@cms/payload-types'
import { payOnPage, startPaymentSite } from './support/payment-site'

const site = await startPaymentSite()
const origin = site.origin
afterAll(site.close)

const { getPayloadClient } = await import('@cms/get-payload')
const { startCheckout } = await import('../../app/payments/server/checkout.server')
const { solidgateSimulator } = await import('../../dev/simulators/payments/solidgate/simulator-instance.server')
const { solidgateTestCards } = await import('../../dev/simulators/payments/solidgate/test-cards')

const number = (label: string) => solidgateTestCards.find((card) => card.label === label)!.number

async function pendingOrder(): Promise<Order> {
  const payload = await getPayloadClient()
  return payload.create({
    collection: 'orders',
    data: {
      email: 'buyer@example.test',
      planId: 'plan-4w',
      priceCents: 1999,
      renewalCents: 2999,
      currency: 'USD',
      status: 'pending',
      attempt: 0,
    },
    depth: 0,
    overrideAccess: true,
  })
}

async function pay(order: Order, cardNumber: string) {
  const { redirectUrl, providerOrderId } = await startCheckout(order, { clientIp: '203.0.113.9' })
  expect(providerOrderId).toMatch(new RegExp(`^${order.id}-\\d+-[0-9a-f]{20}$`))
  expect(redirectUrl.startsWith(`${origin}/dev/payments/solidgate/page/payment/`)).toBe(true)
  return payOnPage(redirectUrl, origin, cardNumber)
}

async function reload(order: Order): Promise<Order> {
  return (await getPayloadClient()).findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })
}

describe('Solidgate checkout through the core', () => {
  it('pays an order: the signed webhook is applied once and a replay is a duplicate', async () => {
    const order = await pendingOrder()
    const paid = await pay(order, number('Success'))
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(`${origin}/experiment/success-payment?order=${order.id}`)
    expect(await reload(order)).toMatchObject({
      status: 'paid',
      provider: 'solidgate',
      providerOrderId: expect.stringMatching(`^${order.id}-1-`),
    })
    const sim = solidgateSimulator()
    const delivered = sim.sent.at(-1)!
    expect(delivered.status).toBe(200)

    const replay = await fetch(`${origin}/api/payments/solidgate/webhook`, {
      method: 'POST',
      headers: delivered.headers,
      body: delivered.body,
    })
    expect(replay.status).toBe(200)
    const payload = await getPayloadClient()
    const events = await payload.find({
      collection: 'payment-events',
      where: { order: { equals: order.id } },
      overrideAccess: true,
      depth: 0,
    })
    expect(events.docs.map((event) => event.result).sort()).toEqual(['applied', 'duplicate'])
    // Checking out a paid order again is refused, not charged.
    await expect(startCheckout(await reload(order), {})).rejects.toMatchObject({ problem: { status: 410 } })
  })

  it('20 submits at once open one checkout: one claim reaches the database, every submit gets its address', async () => {
    const order = await pendingOrder()
    const payload = await getPayloadClient()
    const create = vi.spyOn(payload, 'create')
    try {
      const started = await Promise.all(Array.from({ length: 20 }, () => startCheckout(order, { clientIp: '203.0.113.9' })))
      expect(new Set(started.map((start) => start.redirectUrl)).size).toBe(1)
      const claims = create.mock.calls.filter(([options]) => options.collection === 'payments')
      expect(claims, 'the other 19 share the first submit’s claim').toHaveLength(1)
    } finally {
      create.mockRestore()
    }
    const paid = await payOnPage((await startCheckout(await reload(order), {})).redirectUrl, origin, number('Success'))
    expect(paid.headers.get('location')).toBe(`${origin}/experiment/success-payment?order=${order.id}`)
  })

  it('a retry after the provider registered the attempt but its answer was lost pays, with a fresh provider order id', async () => {
    const order = await pendingOrder()
    site.loseNextAnswer('/api/v1/init')
    await expect(startCheckout(order, { clientIp: '203.0.113.9' })).rejects.toMatchObject({ problem: { status: 502 } })
    // The simulator has registered the attempt: the same id again would be a "Duplicate order".

    const paid = await pay(await reload(order), number('Success'))
    expect(paid.headers.get('location')).toBe(`${origin}/experiment/success-payment?order=${order.id}`)
    const after = await reload(order)
    expect(after).toMatchObject({ status: 'paid', attempt: 2 })
    expect(after.providerOrderId).toMatch(new RegExp(`^${order.id}-2-`))
  })

  it('fails an order with Solidgate’s decline code and refuses a forged webhook', async () => {
    const order = await pendingOrder()
    const declined = await pay(order, number('Decline 3.02: Insufficient funds'))
    expect(declined.headers.get('location')).toBe(`${origin}/experiment/fail-payment?order=${order.id}`)
    expect(await reload(order)).toMatchObject({ status: 'failed', failureCode: '3.02' })

    const forgedBody = JSON.stringify({
      order: { order_id: (await reload(order)).providerOrderId, status: 'approved', amount: 1999, currency: 'USD' },
    })
    const forged = await fetch(`${origin}/api/payments/solidgate/webhook`, {
      method: 'POST',
      headers: { merchant: 'wh_sim_merchant', signature: 'AAAA' },
      body: forgedBody,
    })
    expect(forged.status).toBe(401)
    expect((await reload(order)).status).toBe('failed')
  })
})

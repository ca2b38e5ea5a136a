/**
 * Plan changes over the real HTTP stack (Ecommpay simulator): a student switches only their own
 * subscription, only to a plan of the same family, and a double click charges once; the time
 * already paid for is kept.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { admin, buyWithCard, docs, useAdmin } from '../security/checkout-support'
import { bodyOf, call, signUpStudent, staffToken, type TestStudent } from '../security/support'

const day = 24 * 60 * 60 * 1000
const twelveWeeks = 'd862b341-012d-4e92-8878-3356ce5e35d9'
const oneMonth = '6f046613-1036-413e-923f-ff0861fd45bb'

const json = (student: TestStudent | null, path: string, body?: unknown) =>
  call(path, {
    method: body === undefined ? 'GET' : 'POST',
    ...(student ? { token: student.token } : {}),
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  })

describe.skipIf(process.env.PAYMENT_SIMULATOR === 'false')('plan change', () => {
  let alice: TestStudent
  let bob: TestStudent
  let orderId: number

  beforeAll(async () => {
    useAdmin(await staffToken())
    await admin('globals/site-settings', { method: 'POST', json: { paymentSystem: 'ecommpay' } })
    alice = await signUpStudent()
    bob = await signUpStudent()
    orderId = await buyWithCard(alice)
  })

  it('lists the same family’s other plans, cheapest first, and nothing for a student without a plan', async () => {
    const listed = (await bodyOf(await json(alice, '/api/subscription/available-transitions'))) as {
      data: { id: string; newPrice: number; tags: string[] }[]
    }
    expect(listed.data.map((plan) => [plan.id, plan.newPrice])).toEqual([[twelveWeeks, 5999]])
    expect(listed.data[0]!.tags).toEqual(['web', 'weekly'])
    expect(await bodyOf(await json(bob, '/api/subscription/available-transitions'))).toEqual({ data: [] })
    expect(await bodyOf(await json(alice, '/api/subscription/check-update', { product_id: twelveWeeks }))).toEqual({ status: 'available' })
    expect(await bodyOf(await json(alice, '/api/subscription/check-update', { product_id: oneMonth }))).toMatchObject({
      status: 'unavailable',
    })
  })

  it('refuses another family, a student without a plan, anonymous calls and bad bodies', async () => {
    expect((await json(alice, '/api/subscription/update', { product_id: oneMonth })).status).toBe(409)
    expect((await json(bob, '/api/subscription/update', { product_id: twelveWeeks })).status).toBe(409)
    expect((await json(null, '/api/subscription/update', { product_id: twelveWeeks })).status).toBe(401)
    expect((await json(null, '/api/subscription/available-transitions')).status).toBe(401)
    expect((await json(alice, '/api/subscription/update', { product_id: 'x y' })).status).toBe(400)
    expect((await json(alice, '/api/subscription/update', {})).status).toBe(400)
  })

  it('switches once for a double click, charging the new price and keeping the paid time', async () => {
    const [before] = await docs('subscriptions', `where[order][equals]=${orderId}`)
    const answers = await Promise.all([1, 2, 3].map(() => json(alice, '/api/subscription/update', { product_id: twelveWeeks })))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    await expect
      .poll(
        async () =>
          ((await bodyOf(await json(alice, '/api/subscription/check-update', { product_id: twelveWeeks }))) as { status: string }).status,
      )
      .toBe('active')
    const [after] = await docs('subscriptions', `where[order][equals]=${orderId}`)
    expect(after).toMatchObject({ planId: twelveWeeks, renewalCents: 5999, status: 'active' })
    expect(new Date(String(after!.endDate)).getTime() - new Date(String(before!.endDate)).getTime()).toBe(84 * day)
    const charges = await docs('payments', `where[subscription][equals]=${after!.id}&where[kind][equals]=plan_change`)
    expect(charges).toHaveLength(1)
    expect(charges[0]).toMatchObject({ status: 'success', amountCents: 5999 })
    const metadata = (await bodyOf(await json(alice, '/api/metadata'))) as Record<string, unknown>
    expect(JSON.stringify(metadata)).toContain(twelveWeeks)
  })

  it('answers the portal with the site’s own payment-method page', async () => {
    const portal = (await bodyOf(await json(alice, '/api/subscription/portal'))) as { url: string }
    expect(new URL(portal.url).pathname).toBe('/profile/settings/payment-method')
  })
})

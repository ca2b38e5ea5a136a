/**
 * One-click add-ons over the real HTTP stack (Solidgate simulator): a student buys with the card
 * saved at their first payment, once per add-on however often they click; another student's
 * purchases are invisible to them; anonymous calls, bad bodies and the wrong provider's route are refused.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { admin, buyWithSolidgate, docs, useAdmin } from '../security/checkout-support'
import { bodyOf, call, signUpStudent, staffToken, type TestStudent } from '../security/support'

const charge = (student: TestStudent | null, body: unknown, path = '/api/payments/solidgate/charge') =>
  call(path, {
    method: 'POST',
    ...(student ? { token: student.token } : {}),
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
const checkPurchased = (student: TestStudent, productIds: string[]) =>
  call('/api/payments/upsell/check-purchased', {
    method: 'POST',
    token: student.token,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ productIds }),
  })

describe.skipIf(process.env.PAYMENT_SIMULATOR === 'false')('upsells: one-click add-ons', () => {
  let alice: TestStudent
  let bob: TestStudent

  beforeAll(async () => {
    useAdmin(await staffToken())
    await admin('globals/site-settings', { method: 'POST', json: { paymentSystem: 'solidgate' } })
    alice = await signUpStudent()
    bob = await signUpStudent()
    await buyWithSolidgate(alice)
    await buyWithSolidgate(bob)
  })

  it('charges once for concurrent clicks on the same add-on, and answers success afterwards without charging', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => charge(alice, { productId: 'upsell_ai_tools', currency: 'USD', platform: 'web' })),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200))
    const outcomes = await Promise.all(answers.map(async (answer) => ((await bodyOf(answer)) as { outcome: string }).outcome))
    expect(outcomes).toContain('success')
    expect(outcomes.every((outcome) => outcome === 'success' || outcome === 'processing')).toBe(true)
    const again = await charge(alice, { productId: 'upsell_ai_tools' })
    expect(await bodyOf(again)).toMatchObject({ outcome: 'success' })
    const charges = await docs(
      'payments',
      `where[student][equals]=${alice.id}&where[kind][equals]=upsell&where[productId][equals]=upsell_ai_tools`,
    )
    expect(charges).toHaveLength(1)
    expect(charges[0]).toMatchObject({ status: 'success', amountCents: 2499, currency: 'USD' })
  })

  it('shows each student only their own purchases', async () => {
    expect(await bodyOf(await checkPurchased(alice, ['upsell_ai_tools', 'upsell_600_prompts']))).toEqual({
      purchasedProducts: ['upsell_ai_tools'],
      statuses: { upsell_ai_tools: 'Success', upsell_600_prompts: 'Fail' },
    })
    expect(await bodyOf(await checkPurchased(bob, ['upsell_ai_tools']))).toEqual({
      purchasedProducts: [],
      statuses: { upsell_ai_tools: 'Fail' },
    })
    const history = (await bodyOf(await call('/api/payments/history', { token: bob.token }))) as { transactions: { description: string }[] }
    expect(history.transactions.some((transaction) => transaction.description.includes('add-on'))).toBe(false)
  })

  it('reports each pack the Ultimate AI bundle holds as purchased to its owner (issue #46)', async () => {
    const carol = await signUpStudent()
    await buyWithSolidgate(carol)
    expect(await bodyOf(await charge(carol, { productId: 'upsell_ultimate_ai', currency: 'USD', platform: 'web' }))).toMatchObject({
      outcome: 'success',
    })
    const parts = ['upsell_30k_prompts', 'upsell_600_prompts', 'upsell_ai_tools']
    expect(await bodyOf(await checkPurchased(carol, parts))).toEqual({
      purchasedProducts: parts,
      statuses: { upsell_30k_prompts: 'Success', upsell_600_prompts: 'Success', upsell_ai_tools: 'Success' },
    })
  })

  it('refuses anonymous calls, bad bodies, unknown add-ons and the other provider’s route', async () => {
    expect((await charge(null, { productId: 'upsell_ai_tools' })).status).toBe(401)
    expect(
      (
        await call('/api/payments/upsell/check-purchased', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"productIds":["x"]}',
        })
      ).status,
    ).toBe(401)
    expect((await charge(bob, { productId: '' })).status).toBe(400)
    expect((await charge(bob, { productId: '../../etc' })).status).toBe(400)
    expect((await charge(bob, 'not json' as unknown)).status).toBe(400)
    expect((await checkPurchased(bob, [])).status).toBe(400)
    expect((await charge(bob, { productId: 'no_such_pack' })).status).toBe(404)
    expect((await charge(bob, { planCode: 'upsell_ai_tools' }, '/api/payments/ecomm/upsell')).status).toBe(409)
    expect((await call('/api/payments/solidgate/charge', { token: bob.token })).status).toBe(405)
  })

  it('a declined add-on is a fail with the catalogue message and can be tried again', async () => {
    const declined = await call('/dev/payments/saved-card', {
      method: 'POST',
      token: await staffToken(),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: bob.email, outcome: 'decline', code: '3.02' }),
    })
    expect(declined.status).toBe(200)
    expect(await bodyOf(await charge(bob, { productId: 'upsell_600_prompts' }))).toMatchObject({
      outcome: 'fail',
      message: 'There are not enough funds on your card. Please top it up or use another card.',
    })
    expect(await bodyOf(await charge(bob, { productId: 'upsell_600_prompts' }))).toMatchObject({ outcome: 'success' })
    expect(await bodyOf(await checkPurchased(bob, ['upsell_600_prompts']))).toMatchObject({ purchasedProducts: ['upsell_600_prompts'] })
  })
})

/**
 * The AI tools pack over the real host (Solidgate simulator): a student who bought the pack uses
 * the tools; an upload is judged by what its bytes are, not by the type it declares; the pack is
 * sold for life, so it keeps working after the plan it was bought with expires or is refunded; only
 * a refund of the pack itself takes it back — then the API refuses with a clear message, the
 * purchase check says Fail and the page offers the pack again.
 */
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { solidgateSignature } from '../../app/payments/server/signatures.server'
import { simulatorKeys } from './simulator-keys'
import { docs } from './checkout-support'
import { png, studentWithPack, upload, useSolidgate } from './ai-tools-support'
import { bodyOf, call, staffToken, type TestStudent } from './support'

const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="red"/></svg>'

const checkPurchased = async (student: TestStudent) =>
  bodyOf(
    await call('/api/payments/upsell/check-purchased', { method: 'POST', token: student.token, json: { productIds: ['upsell_ai_tools'] } }),
  )
const subscriptionOf = async (orderId: number) => (await docs('subscriptions', `where[order][equals]=${orderId}`))[0]!

async function expectPackKept(student: TestStudent) {
  expect((await upload(student, await png(), 'image/png')).status).toBe(200)
  expect(await checkPurchased(student)).toMatchObject({ purchasedProducts: ['upsell_ai_tools'], statuses: { upsell_ai_tools: 'Success' } })
  const page = await call('/ai-tools', { cookie: student.cookie, browser: 'same-origin' })
  expect(page.status).toBe(200)
  expect(await page.text()).not.toContain('The AI tools come with the AI tools pack')
}

async function refund(orderId: string, amountCents: number) {
  const body = JSON.stringify({ order_id: orderId, amount: amountCents })
  const { merchantId, secretKey } = simulatorKeys.solidgate
  const answer = await call('/dev/payments/solidgate/api/api/v1/refund', {
    method: 'POST',
    headers: { 'content-type': 'application/json', merchant: merchantId, signature: solidgateSignature(merchantId, body, secretKey) },
    body,
  })
  expect(answer.status).toBe(200)
}

describe.skipIf(process.env.PAYMENT_SIMULATOR === 'false')('the AI tools pack', () => {
  beforeAll(useSolidgate)

  it('decides by the decoded format: an SVG or a GIF declared as image/png is refused before it is decoded', async () => {
    const { student } = await studentWithPack()
    for (const [bytes, declared] of [
      [svg, 'image/png'],
      [
        await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
          .gif()
          .toBuffer(),
        'image/png',
      ],
      [
        await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
          .tiff()
          .toBuffer(),
        'image/jpeg',
      ],
    ] as const) {
      const refused = await upload(student, bytes, declared)
      expect({ status: refused.status, body: await bodyOf(refused) }).toMatchObject({
        status: 415,
        body: {
          error: {
            title: 'Unsupported image',
            message: 'That file is not a JPEG, PNG or WebP image. Upload a photo in one of those formats.',
          },
        },
      })
    }
    // A real image is judged by its bytes too: a PNG declared as JPEG is a PNG, and allowed.
    expect((await upload(student, await png(), 'image/jpeg')).status).toBe(200)
  })

  it('keeps working after the subscription it was bought with has expired: it was sold for life', async () => {
    const { student, orderId } = await studentWithPack()
    // Three declined renewals end the subscription (decision 007's redemption policy).
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const renewal = await call('/dev/payments/renewals', {
        method: 'POST',
        token: await staffToken(),
        json: { email: student.email, outcome: 'decline' },
      })
      expect(renewal.status).toBe(200)
    }
    expect(await subscriptionOf(orderId)).toMatchObject({ status: 'expired' })
    await expectPackKept(student)
  })

  it('keeps working after the plan’s payment is refunded; a refund of the pack itself takes it back', async () => {
    const { student, orderId } = await studentWithPack()
    const [payment] = await docs('payments', `where[order][equals]=${orderId}&where[kind][equals]=charge&where[status][equals]=success`)
    await refund(String(payment!.providerOrderId), Number(payment!.amountCents))
    await expect.poll(async () => (await subscriptionOf(orderId)).status).toBe('expired')
    await expectPackKept(student)

    const [pack] = await docs('payments', `where[student][equals]=${student.id}&where[kind][equals]=upsell&where[status][equals]=success`)
    await refund(String(pack!.providerOrderId), Number(pack!.amountCents))
    await expect
      .poll(async () => ((await checkPurchased(student)) as { statuses?: Record<string, string> }).statuses?.upsell_ai_tools)
      .toBe('Fail')
    const refused = await upload(student, await png(), 'image/png')
    expect({ status: refused.status, body: await bodyOf(refused) }).toMatchObject({
      status: 403,
      body: { error: { title: 'AI tools pack needed' } },
    })
    const page = await call('/ai-tools', { cookie: student.cookie, browser: 'same-origin' })
    expect(await page.text()).toContain('The AI tools come with the AI tools pack')
  })
})

/**
 * The local Solidgate on the real host (the suite's host is not production, so PAYMENT_SIMULATOR
 * "auto" enables it): its Payment Page API refuses what Solidgate refuses, its card form works
 * under the site's CSP and origin policy, and the adapter talks to it over HTTP. The site's
 * Solidgate webhook refuses an unsigned report. That the route 404s when disabled is
 * tests/unit/solidgate-simulator-route.test.ts.
 */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createSolidgateProvider } from '../../app/payments/solidgate/adapter.server'
import { solidgateTestCards } from '../../dev/simulators/payments/solidgate/test-cards'
import { solidgateSignature } from '../../app/payments/server/signatures.server'
import { simulatorKeys } from '../security/simulator-keys'
import { base, call } from '../security/support'

const prefix = '/dev/payments/solidgate'

describe.skipIf(process.env.PAYMENT_SIMULATOR === 'false')('Solidgate simulator on the host', () => {
  const keys = simulatorKeys.solidgate
  const adapter = createSolidgateProvider({
    ...keys,
    apiUrl: `${base}${prefix}/api`,
    paymentPageUrl: `${base}${prefix}/page`,
    simulated: true,
  })
  const checkout = (id: string, successUrl = `${base}/payment?order=${id}`) => ({
    providerOrderId: id,
    amount: 2500,
    currency: 'GBP' as const,
    productId: 'plan',
    description: 'Security check',
    successUrl,
    failUrl: `${base}/payment?order=${id}&failed=1`,
    webhookUrl: `${base}/api/payments/solidgate/webhook`,
  })

  it('serves the card form under the CSP, charges on a same-site submit, refuses a cross-site one', async () => {
    const id = `sec-${randomUUID()}`
    const { redirectUrl } = await adapter.createCheckout(checkout(id))
    expect(redirectUrl.startsWith(`${base}${prefix}/page/payment/`)).toBe(true)
    const page = await call(redirectUrl.slice(base.length))
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'")
    const html = await page.text()
    expect(html).not.toMatch(/<script/i)
    const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!
    expect(action.startsWith(`${prefix}/page/payment/`)).toBe(true)
    const form = new URLSearchParams({
      card_number: solidgateTestCards[0]!.number,
      expiry: '12/39',
      cvv: '123',
      card_holder: 'Sec Test',
    }).toString()
    const headers = { 'content-type': 'application/x-www-form-urlencoded' }

    const forged = await call(action, { method: 'POST', body: form, headers, browser: 'cross-site' })
    expect(forged.status).toBe(403)
    expect(await adapter.orderStatus(id)).toBeNull()

    const paid = await call(action, { method: 'POST', body: form, headers, browser: 'same-origin' })
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(`${base}/payment?order=${id}`)
    expect(await adapter.orderStatus(id)).toMatchObject({ providerOrderId: id, outcome: 'success', amount: 2500, currency: 'GBP' })
  })

  it('refuses an init that would send the visitor to another site, or that is not signed with the API keys', async () => {
    await expect(adapter.createCheckout(checkout(`sec-${randomUUID()}`, 'https://evil.example/'))).rejects.toThrow(/422/)
    const body = JSON.stringify({ order: { order_id: `sec-${randomUUID()}`, amount: 100, currency: 'USD' } })
    const forged = await call(`${prefix}/page/api/v1/init`, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        merchant: keys.merchantId,
        signature: solidgateSignature(keys.merchantId, body, 'guessed'),
      },
    })
    expect(forged.status).toBe(401)
  })

  it('the site’s Solidgate webhook refuses a report not signed with the webhook keys', async () => {
    const body = JSON.stringify({ order: { order_id: 'nope-1', status: 'approved', amount: 1, currency: 'USD' } })
    const answer = await call('/api/payments/solidgate/webhook', {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        merchant: keys.merchantId,
        signature: solidgateSignature(keys.merchantId, body, keys.secretKey),
      },
    })
    expect(answer.status).toBe(401)
  })
})

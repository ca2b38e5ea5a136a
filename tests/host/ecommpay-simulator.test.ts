/**
 * The local Ecommpay on the real host (the suite's host is not production, so PAYMENT_SIMULATOR
 * "auto" enables it): its card form works under the site's CSP and origin policy, and the adapter
 * talks to it over HTTP. That it 404s when disabled is tests/unit/ecommpay-simulator-route.test.ts.
 */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createEcommpayProvider } from '../../app/payments/ecommpay/adapter.server'
import { ecommpayTestCards } from '../../dev/simulators/payments/ecommpay/test-cards'
import { simulatorKeys } from '../security/simulator-keys'
import { base, call } from '../security/support'

const prefix = '/dev/payments/ecommpay'

describe.skipIf(process.env.PAYMENT_SIMULATOR === 'false')('Ecommpay simulator on the host', () => {
  const adapter = createEcommpayProvider({
    ...simulatorKeys.ecommpay,
    apiUrl: `${base}${prefix}/api`,
    paymentPageUrl: `${base}${prefix}/page`,
    simulated: true,
  })

  it('serves the card form under the CSP, charges on a same-site submit, refuses a cross-site one', async () => {
    const id = `sec-${randomUUID()}`
    const { redirectUrl } = await adapter.createCheckout({
      providerOrderId: id,
      amount: 2500,
      currency: 'GBP',
      productId: 'plan',
      description: 'Security check',
      successUrl: `${base}/payment?order=${id}`,
      failUrl: `${base}/payment?order=${id}&failed=1`,
      webhookUrl: `${base}${prefix}/no-such-webhook`,
    })
    const page = await call(redirectUrl.slice(base.length))
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'")
    const html = await page.text()
    expect(html).not.toMatch(/<script/i)
    const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!
    const form = {
      project_id: '1000',
      payment_id: id,
      card_number: ecommpayTestCards[0].number,
      expiry: '12/39',
      cvv: '123',
      card_holder: 'Sec Test',
    }
    const headers = { 'content-type': 'application/x-www-form-urlencoded' }

    const forged = await call(action, { method: 'POST', body: new URLSearchParams(form).toString(), headers, browser: 'cross-site' })
    expect(forged.status).toBe(403)
    expect(await adapter.orderStatus(id)).toBeNull()

    const paid = await call(action, { method: 'POST', body: new URLSearchParams(form).toString(), headers, browser: 'same-origin' })
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(`${base}/payment?order=${id}`)
    expect(await adapter.orderStatus(id)).toMatchObject({ providerOrderId: id, outcome: 'success', amount: 2500, currency: 'GBP' })
  })

  it('refuses a page that would send the visitor or the callback to another site', async () => {
    const { redirectUrl } = await adapter.createCheckout({
      providerOrderId: `sec-${randomUUID()}`,
      amount: 100,
      currency: 'USD',
      productId: 'plan',
      description: 'x',
      successUrl: 'https://evil.example/',
      failUrl: `${base}/payment`,
      webhookUrl: `${base}/x`,
    })
    expect((await call(redirectUrl.slice(base.length))).status).toBe(400)
  })
})

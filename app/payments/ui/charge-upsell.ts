import type { UpsellChargeResult } from '@engine/upsell-flow'
import type { UpsellView } from '~/payments/rules/upsell-view'

const pollEveryMs = 2000
const pollForMs = 30_000
const stillProcessing = 'Your payment is still being processed. If it goes through, the pack appears in your account.'

async function post(path: string, body: unknown): Promise<{ ok: boolean; body: Record<string, unknown> | null }> {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { ok: response.ok, body: (await response.json().catch(() => null)) as Record<string, unknown> | null }
}

const errorMessage = (body: Record<string, unknown> | null) =>
  typeof (body?.error as { message?: unknown } | undefined)?.message === 'string' ? (body!.error as { message: string }).message : undefined

/**
 * The server sells a sale price only while the saved flow position is the sale's, and the page's
 * own save of that position may still be on its way: save it (again) and wait before charging.
 * A refusal (the flow has moved past it) is the charge's to explain.
 */
async function savePosition(index: number): Promise<void> {
  const value = JSON.stringify({ currentIndex: index })
  await fetch('/api/metadata', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key: 'upsells', value }),
  }).catch(() => undefined)
}

/**
 * One-click purchase of an add-on with the saved card (POST /api/payments/solidgate/charge). While
 * the provider is still processing, asks /api/payments/upsell/check-purchased every 2 s for up to 30 s.
 */
export async function chargeUpsell(offer: UpsellView, index: number): Promise<UpsellChargeResult> {
  await savePosition(index)
  const charged = await post('/api/payments/solidgate/charge', {
    productId: offer.planId,
    currency: offer.currency,
    platform: 'web',
    purchasePageURL: window.location.href,
  })
  if (!charged.ok) return { outcome: 'fail', ...(errorMessage(charged.body) ? { message: errorMessage(charged.body) } : {}) }
  const outcome = charged.body?.outcome
  const message = typeof charged.body?.message === 'string' ? charged.body.message : undefined
  if (outcome === 'success' || outcome === 'fail') return { outcome, ...(message ? { message } : {}) }
  for (let waited = 0; waited < pollForMs; waited += pollEveryMs) {
    await new Promise((resolve) => setTimeout(resolve, pollEveryMs))
    const check = await post('/api/payments/upsell/check-purchased', { productIds: [offer.planId] })
    const status = (check.body?.statuses as Record<string, string> | undefined)?.[offer.planId]
    if (status === 'Success') return { outcome: 'success' }
    if (status === 'Fail') return { outcome: 'fail' }
  }
  return { outcome: 'fail', message: stillProcessing }
}

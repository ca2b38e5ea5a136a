import { getPayloadClient } from '@cms/get-payload'
import { type PaymentSystem, paymentSystemSchema } from '@schemas/payments/payment-system'
import { applyProviderReport } from './apply-report.server'
import { paymentProvider } from './providers.server'
import { recordUnverifiedWebhook } from './webhook-refusals.server'

const refusalStatus = { signature: 401, malformed: 400, unsupported: 400 } as const

/**
 * A provider's webhook/callback: verified by the adapter from the raw body (never re-serialised),
 * then checked and applied once. 200 for applied, duplicate or ignored reports (providers retry
 * until they get one); 4xx for refused ones, which are logged and change nothing. Unverified ones
 * are only counted (webhook-refusals.server.ts): anyone can send them.
 */
export async function handleWebhook(providerParam: string | undefined, request: Request, clientIp = 'unknown'): Promise<Response> {
  const parsed = paymentSystemSchema.safeParse(providerParam)
  const provider = parsed.success ? paymentProvider(parsed.data) : null
  if (!parsed.success || !provider) return answer(404, { error: 'unknown payment provider' })
  const system: PaymentSystem = parsed.data
  const rawBody = await request.text()
  const reading = await provider.readWebhook({ rawBody, headers: request.headers })
  if (!reading.ok) {
    const detail = reading.detail
    const recorded = await recordUnverifiedWebhook({ provider: system, reason: reading.reason, detail, rawBody, clientIp })
    if (!recorded.ok) return answer(429, { error: 'too many unverified reports' }, { 'Retry-After': String(recorded.retryAfterSeconds) })
    const payload = await getPayloadClient()
    payload.logger.warn({ provider: system, reason: reading.reason, detail }, 'payment webhook refused')
    return answer(refusalStatus[reading.reason], { error: reading.reason })
  }
  const applied = await applyProviderReport(system, reading)
  if (applied.result === 'refused') {
    const payload = await getPayloadClient()
    payload.logger.warn(
      { provider: system, reason: applied.reason, providerOrderId: reading.report.providerOrderId },
      'payment webhook refused',
    )
    return answer(applied.status, { error: applied.reason })
  }
  return answer(200, { received: true, result: applied.result })
}

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers } })

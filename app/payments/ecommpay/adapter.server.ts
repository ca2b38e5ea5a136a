import type { PaymentsEnv } from '../../../config/env'
import type {
  ChargeRequest,
  PaymentProvider,
  ProviderReport,
  RawWebhook,
  RefundRequest,
  WebhookReading,
  CheckoutRequest,
} from '../provider'
import { ecommpaySignature, verifyEcommpaySignature, type SignableParams } from '../server/signatures.server'
import { ecommpayEventKey, ecommpayReportSchema, toProviderReport } from './callback'

/**
 * Ecommpay behind the PaymentProvider interface: the Payment Page for checkout
 * (https://developers.ecommpay.com/en/en_PP_Parameters.html, as ITECOMMPAY/paymentpage-sdk-js
 * builds its URL: `{base}/payment?{params}&signature=…`), signed callbacks for results, and the
 * Gate API (https://developers.ecommpay.com/en/en_Gate_Integration_About.html) for the status
 * check and refunds: JSON bodies whose `general` carries project_id, payment_id and the signature.
 * With no keys configured, the same code talks to its simulator (dev/simulators/payments/ecommpay/).
 */
export type EcommpayConfig = NonNullable<PaymentsEnv['ecommpay']>

const timeoutMs = 15_000

export function createEcommpayProvider(config: EcommpayConfig, fetchImpl: typeof fetch = fetch): PaymentProvider {
  async function gate(path: string, body: SignableParams): Promise<{ status: number; json: unknown }> {
    const general: SignableParams = { ...(body.general as SignableParams), project_id: config.projectId }
    const signed = { ...body, general }
    general.signature = ecommpaySignature(signed, config.secretKey)
    const response = await fetchImpl(`${config.apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(signed),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const text = await response.text()
    let json: unknown = null
    try {
      json = JSON.parse(text)
    } catch {
      json = null
    }
    return { status: response.status, json }
  }

  return {
    system: 'ecommpay',

    async createCheckout(request: CheckoutRequest) {
      const params = paymentPageParams(config, request)
      const signature = ecommpaySignature(params, config.secretKey)
      const query = new URLSearchParams({ ...stringify(params), signature })
      return { providerOrderId: request.providerOrderId, redirectUrl: `${config.paymentPageUrl}/payment?${query}` }
    },

    async readWebhook(webhook: RawWebhook): Promise<WebhookReading> {
      return readEcommpayCallback(webhook.rawBody, config)
    },

    async orderStatus(providerOrderId: string): Promise<ProviderReport | null> {
      const { status, json } = await gate('/v2/payment/status', { general: { payment_id: providerOrderId } })
      if (isGateError(json) && String(json.code) === '3061') return null // Transaction not found
      if (status === 404) return null
      if (status !== 200) throw new Error(`Ecommpay status check answered ${status}: ${gateMessage(json)}`)
      // The answer is signed like a callback; one with a signature that does not verify is not trusted.
      if (hasSignature(json) && !verifyEcommpaySignature(json as SignableParams, config.secretKey)) {
        throw new Error('Ecommpay status answer has a bad signature')
      }
      const parsed = ecommpayReportSchema.safeParse(json)
      if (!parsed.success) throw new Error('Ecommpay status answer is not a payment report')
      return toProviderReport(parsed.data)
    },

    async refund(request: RefundRequest) {
      try {
        const { status, json } = await gate('/v2/payment/card/refund', {
          general: { payment_id: request.providerOrderId },
          payment: { amount: request.amount, currency: request.currency, description: `Refund of ${request.providerOrderId}` },
        })
        // Ecommpay accepts the request here and reports the refund itself by callback.
        if (status === 200 && isRecord(json) && json.status === 'success') return { ok: true as const }
        return { ok: false as const, reason: `Ecommpay refused the refund (${status}): ${gateMessage(json)}` }
      } catch (error) {
        return { ok: false as const, reason: `Ecommpay refund request failed: ${(error as Error).message}` }
      }
    },

    async charge(request: ChargeRequest) {
      const { status, json } = await gate('/v2/payment/card/recurring', recurringBody(request))
      // Accepted here; the payment's result comes by callback.
      if (status === 200 && isRecord(json) && json.status === 'success') return { ok: true as const }
      const code = isRecord(json) && json.code !== undefined ? String(json.code) : undefined
      return {
        ok: false as const,
        reason: `Ecommpay refused the charge (${status}): ${gateMessage(json)}`,
        ...(code ? { errorCode: code } : {}),
        // "Payment ID already exists": the payment id was sent before.
        ...(code === '3041' ? { alreadySent: true } : {}),
      }
    },
  }
}

/** A charge of a saved card (Gate POST /v2/payment/card/recurring); `recurring_id` is the id the first payment registered. */
export function recurringBody(request: ChargeRequest): SignableParams {
  return {
    general: { payment_id: request.providerOrderId, merchant_callback_url: request.webhookUrl },
    customer: {
      id: request.email?.trim().toLowerCase() || request.providerOrderId,
      ...(request.customerIp ? { ip_address: request.customerIp } : {}),
    },
    payment: { amount: request.amount, currency: request.currency, description: request.description },
    recurring_id: /^\d+$/.test(request.token) ? Number(request.token) : request.token,
  }
}

/** What the Payment Page URL carries; everything in it is signed. Amounts are minor units. */
export function paymentPageParams(config: EcommpayConfig, request: CheckoutRequest): SignableParams {
  return {
    project_id: config.projectId,
    payment_id: request.providerOrderId,
    payment_amount: request.amount,
    payment_currency: request.currency,
    payment_description: request.description,
    // Saved cards and Ecommpay's risk checks key on the customer: the e-mail is stable per buyer.
    customer_id: request.email?.trim().toLowerCase() || request.providerOrderId,
    ...(request.email ? { customer_email: request.email } : {}),
    ...(request.customerIp ? { customer_ip: request.customerIp } : {}),
    force_payment_method: 'card',
    merchant_success_url: request.successUrl,
    merchant_fail_url: request.failUrl,
    merchant_callback_url: request.webhookUrl,
    // Saves the card for renewals and one-click add-ons: the callback then names a recurring id.
    recurring_register: 1,
  }
}

/** Verifies and reads one callback body. Never throws: bad input is `{ ok: false, reason }`. */
export function readEcommpayCallback(rawBody: string, config: Pick<EcommpayConfig, 'projectId' | 'secretKey'>): WebhookReading {
  let body: unknown
  try {
    body = JSON.parse(rawBody)
  } catch {
    return { ok: false, reason: 'malformed', detail: 'body is not JSON' }
  }
  if (!isRecord(body)) return { ok: false, reason: 'malformed', detail: 'body is not a JSON object' }
  if (!verifyEcommpaySignature(body as SignableParams, config.secretKey)) {
    return { ok: false, reason: 'signature', detail: 'signature missing or wrong', body }
  }
  if (body.project_id !== undefined && String(body.project_id) !== String(config.projectId)) {
    return { ok: false, reason: 'malformed', detail: `callback for project ${String(body.project_id)}`, body }
  }
  const parsed = ecommpayReportSchema.safeParse(body)
  if (!parsed.success) {
    return { ok: false, reason: 'malformed', detail: parsed.error.issues.map((i) => i.path.join('.')).join(', '), body }
  }
  const report = parsed.data
  const type = report.operation?.type ?? 'payment'
  return { ok: true, eventKey: ecommpayEventKey(report), type, report: toProviderReport(report), body }
}

function stringify(params: SignableParams): Record<string, string> {
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]))
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function hasSignature(json: unknown): boolean {
  return isRecord(json) && (typeof json.signature === 'string' || (isRecord(json.general) && typeof json.general.signature === 'string'))
}

function isGateError(json: unknown): json is { status: 'error'; code?: unknown; message?: unknown } {
  return isRecord(json) && json.status === 'error'
}

function gateMessage(json: unknown): string {
  if (!isRecord(json)) return 'no JSON answer'
  return (
    [json.code, json.message]
      .filter((part) => part !== undefined)
      .map(String)
      .join(' ') || 'no message'
  )
}

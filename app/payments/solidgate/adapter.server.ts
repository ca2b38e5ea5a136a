import type { PaymentsEnv } from '../../../config/env'
import type {
  ChargeRequest,
  CheckoutRequest,
  PaymentProvider,
  ProviderReport,
  RawWebhook,
  RefundRequest,
  WebhookReading,
} from '../provider'
import { solidgateSignature, verifySolidgateSignature } from '../server/signatures.server'
import { solidgateEventKey, solidgateReportSchema, latestTransaction, toProviderReport } from './notification'

/**
 * Solidgate behind the PaymentProvider interface: the Payment Page (POST {paymentPageUrl}/api/v1/init,
 * https://api-docs.solidgate.com/api/payment-page/create-payment-page) for checkout, the card order
 * webhook for results, and the card API (POST {apiUrl}/api/v1/status and /refund) for the status
 * check and refunds. Every request carries `merchant` (the public key) and `signature` over the exact
 * JSON text sent, as solidgate-tech/nodejs-sdk does. With no keys, the same code talks to
 * its simulator (dev/simulators/payments/solidgate/).
 */
export type SolidgateConfig = NonNullable<PaymentsEnv['solidgate']>

const timeoutMs = 15_000
/** Solidgate's "Order not found". */
const orderNotFound = '2.05'
/** Solidgate's "Duplicate order": the order id was sent before. */
const duplicateOrder = '5.06'

export function createSolidgateProvider(config: SolidgateConfig, fetchImpl: typeof fetch = fetch): PaymentProvider {
  async function post(url: string, payload: unknown): Promise<{ status: number; json: unknown }> {
    const body = JSON.stringify(payload)
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        merchant: config.merchantId,
        signature: solidgateSignature(config.merchantId, body, config.secretKey),
      },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    })
    const text = await response.text()
    try {
      return { status: response.status, json: JSON.parse(text) }
    } catch {
      return { status: response.status, json: null }
    }
  }

  return {
    system: 'solidgate',

    async createCheckout(request: CheckoutRequest) {
      const { status, json } = await post(`${config.paymentPageUrl}/api/v1/init`, paymentPageBody(request))
      const url = isRecord(json) && typeof json.url === 'string' ? json.url : undefined
      if (status < 200 || status >= 300 || !url || !isHttpUrl(url)) {
        throw new Error(`Solidgate payment page init answered ${status}: ${errorText(json)}`)
      }
      return { providerOrderId: request.providerOrderId, redirectUrl: url }
    },

    async readWebhook(webhook: RawWebhook): Promise<WebhookReading> {
      return readSolidgateWebhook(webhook, config)
    },

    async orderStatus(providerOrderId: string): Promise<ProviderReport | null> {
      const { status, json } = await post(`${config.apiUrl}/api/v1/status`, { order_id: providerOrderId })
      if (status === 404 || errorCode(json) === orderNotFound) return null
      // A declined order's report carries its decline in `error` too: only an answer without `order` is an error.
      if (status !== 200 || !isRecord(json) || !isRecord(json.order))
        throw new Error(`Solidgate status check answered ${status}: ${errorText(json)}`)
      const parsed = solidgateReportSchema.safeParse(json)
      if (!parsed.success) throw new Error('Solidgate status answer is not an order report')
      return toProviderReport(parsed.data)
    },

    async refund(request: RefundRequest) {
      try {
        const { status, json } = await post(`${config.apiUrl}/api/v1/refund`, { order_id: request.providerOrderId, amount: request.amount })
        // Solidgate accepts the refund here and reports its result by webhook.
        if (status === 200 && errorCode(json) === undefined && isRecord(json) && isRecord(json.order)) return { ok: true as const }
        return { ok: false as const, reason: `Solidgate refused the refund (${status}): ${errorText(json)}` }
      } catch (error) {
        return { ok: false as const, reason: `Solidgate refund request failed: ${(error as Error).message}` }
      }
    },

    async charge(request: ChargeRequest) {
      const { status, json } = await post(`${config.apiUrl}/api/v1/recurring`, recurringBody(request))
      // An answer with `order` was taken as an order (approved or declined): its result comes by webhook.
      if (status >= 200 && status < 300 && isRecord(json) && isRecord(json.order)) return { ok: true as const }
      const code = errorCode(json)
      return {
        ok: false as const,
        reason: `Solidgate refused the charge (${status}): ${errorText(json)}`,
        ...(code ? { errorCode: code } : {}),
        ...(code === duplicateOrder ? { alreadySent: true } : {}),
      }
    },
  }
}

/** A charge of a saved card (POST /api/v1/recurring, as solidgate-tech/nodejs-sdk's `recurring`). */
export function recurringBody(request: ChargeRequest) {
  return {
    order_id: request.providerOrderId,
    amount: request.amount,
    currency: request.currency,
    order_description: request.description,
    recurring_token: request.token,
    customer_account_id: request.email?.trim().toLowerCase() || request.providerOrderId,
    ...(request.email ? { customer_email: request.email } : {}),
    ...(request.customerIp ? { ip_address: request.customerIp } : {}),
    platform: 'WEB',
  }
}

/** The Payment Page init body. Amounts are minor units; `order_id` is the attempt id. */
export function paymentPageBody(request: CheckoutRequest) {
  return {
    order: {
      order_id: request.providerOrderId,
      amount: request.amount,
      currency: request.currency,
      order_description: request.description,
      // Saved cards and Solidgate's risk checks key on the customer: the e-mail is stable per buyer.
      customer_account_id: request.email?.trim().toLowerCase() || request.providerOrderId,
      ...(request.email ? { customer_email: request.email } : {}),
      ...(request.customerIp ? { ip_address: request.customerIp } : {}),
      platform: 'WEB',
      success_url: request.successUrl,
      fail_url: request.failUrl,
    },
    page_customization: {
      public_name: 'Checkout',
      order_title: request.description,
      order_description: request.description,
    },
  }
}

/**
 * Verifies and reads one card order webhook. The `merchant` header must be the webhook public key
 * and `signature` must sign the raw body with the webhook secret. Never throws.
 */
export function readSolidgateWebhook(
  webhook: RawWebhook,
  config: Pick<SolidgateConfig, 'webhookMerchantId' | 'webhookSecretKey'>,
): WebhookReading {
  const merchant = webhook.headers.get('merchant')
  const signature = webhook.headers.get('signature')
  if (merchant !== config.webhookMerchantId) {
    return {
      ok: false,
      reason: 'signature',
      detail: merchant ? `webhook for merchant ${merchant.slice(0, 40)}` : 'merchant header missing',
    }
  }
  if (!verifySolidgateSignature(config.webhookMerchantId, webhook.rawBody, config.webhookSecretKey, signature)) {
    return { ok: false, reason: 'signature', detail: 'signature missing or wrong' }
  }
  let body: unknown
  try {
    body = JSON.parse(webhook.rawBody)
  } catch {
    return { ok: false, reason: 'malformed', detail: 'body is not JSON' }
  }
  const parsed = solidgateReportSchema.safeParse(body)
  if (!parsed.success) {
    return { ok: false, reason: 'malformed', detail: parsed.error.issues.map((i) => i.path.join('.')).join(', '), body }
  }
  const report = parsed.data
  const type = latestTransaction(report)?.operation ?? 'order'
  return { ok: true, eventKey: solidgateEventKey(report), type, report: toProviderReport(report), body }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/** Solidgate's error answer: `{ error: { code: "2.05", messages: … } }`. */
function errorCode(json: unknown): string | undefined {
  return isRecord(json) && isRecord(json.error) && json.error.code !== undefined ? String(json.error.code) : undefined
}

function errorText(json: unknown): string {
  if (!isRecord(json)) return 'no JSON answer'
  if (!isRecord(json.error)) return 'no error given'
  return [json.error.code, JSON.stringify(json.error.messages ?? json.error.message ?? '')].filter(Boolean).map(String).join(' ')
}

import type { PaymentSystem } from '@schemas/payments/payment-system'
import type { Currency } from '~/intl/currency'
import type { PaymentOutcome } from './rules/outcome'

/**
 * One interface for both card providers. The adapters (`solidgate/adapter.server.ts`,
 * `ecommpay/adapter.server.ts`) are the only code that talks to a provider; everything above them
 * (orders, webhooks, the /payment page) sees only these shapes. With no keys configured the same
 * adapters talk to the local simulators (`dev/simulators/payments/<provider>/`) over real HTTP.
 */
export type PaymentProvider = {
  readonly system: PaymentSystem
  /** Opens a checkout for one attempt of an order; the visitor pays on the returned page. */
  createCheckout(request: CheckoutRequest): Promise<Checkout>
  /**
   * Verifies and reads one webhook/callback. Never throws for bad input: a report that cannot be
   * trusted comes back `{ ok: false }` with the reason, and the caller answers 4xx and logs it.
   */
  readWebhook(report: RawWebhook): Promise<WebhookReading>
  /** Asks the provider for the attempt's state (the page polls this when a webhook is late). */
  orderStatus(providerOrderId: string): Promise<ProviderReport | null>
  /** Refunds a settled charge in full. */
  refund(request: RefundRequest): Promise<{ ok: true } | { ok: false; reason: string }>
  /**
   * Charges a saved card without the student (a renewal, a one-click upsell). `providerOrderId`
   * is unique per charge at the provider, so sending the same charge twice cannot take money
   * twice. The result arrives as a signed report (webhook/callback), like a checkout's; `ok: false`
   * means the provider refused the request itself (unknown token, bad data) and charged nothing —
   * except `alreadySent`: the provider has this order id already (an earlier send whose answer was
   * lost), and that charge's own report settles it.
   */
  charge(request: ChargeRequest): Promise<ChargeAnswer>
}

export type ChargeAnswer = { ok: true } | { ok: false; reason: string; errorCode?: string; alreadySent?: boolean }

export type ChargeRequest = {
  providerOrderId: string
  amount: number
  currency: Currency
  description: string
  /** The saved card: Solidgate's recurring token, Ecommpay's recurring id. */
  token: string
  email?: string
  customerIp?: string
  webhookUrl: string
}

/** A card the provider saved for later charges, as a report names it. */
export type SavedCard = { token: string; last4?: string; brand?: string }

export type CheckoutRequest = {
  /** Unique per attempt at the provider: the order id plus the attempt number. */
  providerOrderId: string
  amount: number
  currency: Currency
  /** The plan (product) id at the provider. */
  productId: string
  description: string
  email?: string
  /** The visitor's IP as the provider wants it for fraud checks. */
  customerIp?: string
  /** Where the provider sends the visitor back (the site adds ?order=…). */
  successUrl: string
  failUrl: string
  /** Absolute URL of the site's webhook route for this provider. */
  webhookUrl: string
}

export type Checkout = { providerOrderId: string; redirectUrl: string }

export type RawWebhook = { rawBody: string; headers: Headers }

/** What a verified report says about one attempt. */
export type ProviderReport = {
  providerOrderId: string
  outcome: PaymentOutcome
  /** Minor units and currency as the provider reports them; checked against the order with sameCharge. */
  amount: unknown
  currency: unknown
  transactionId?: string
  /** The decline code (Solidgate's 0.01…7.xx; Ecommpay codes are mapped to the nearest one). */
  errorCode?: string
  subscriptionId?: string
  /** When the provider says it happened; reports far older than now are refused as stale. */
  occurredAt?: Date
  /** A successful refund of this charge (the outcome of the charge itself stays as it was). */
  refunded?: boolean
  /** The card the provider saved for later charges (first payments only). */
  savedCard?: SavedCard
  /** The masked card's last 4 digits, when the report shows the card. */
  cardLast4?: string
}

export type WebhookReading =
  | { ok: true; eventKey: string; type: string; report: ProviderReport; body: unknown }
  | { ok: false; reason: WebhookRefusal; detail?: string; body?: unknown }

export type WebhookRefusal = 'signature' | 'malformed' | 'unsupported'

export type RefundRequest = { providerOrderId: string; transactionId?: string; amount: number; currency: Currency }

/**
 * What the Solidgate and Ecommpay simulator tests share: a fixed clock, a checkout request, a fetch
 * that records the simulator's webhooks instead of sending them, and one that hands the real
 * adapter's calls to the simulator, so the adapter's own code runs against it.
 */
import type { CheckoutRequest } from '../../../../app/payments/provider'

export const simulatorNow = () => new Date('2026-11-23T10:00:00Z')

export function checkoutRequest(id: string, webhookUrl: string, overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    providerOrderId: id,
    amount: 1999,
    currency: 'USD',
    productId: 'plan',
    description: 'Annual access',
    email: 'a@b.test',
    successUrl: 'http://site.test/payment?order=1',
    failUrl: 'http://site.test/payment?order=1&failed=1',
    webhookUrl,
    ...overrides,
  }
}

export type SentWebhook = { url: string; body: string; headers: Headers }

/** A fetch that keeps what the simulator sends (in `received`) and answers ok. */
export function recordingFetch(): { received: SentWebhook[]; fetch: typeof fetch } {
  const received: SentWebhook[] = []
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    received.push({ url: String(url), body: String(init?.body), headers: new Headers(init?.headers) })
    return new Response('ok')
  }) as typeof globalThis.fetch
  return { received, fetch }
}

/** A fetch that hands every call under `base` to the simulator, for the adapter under test. */
export function fetchInto(simulator: { handle(request: Request, path: string): Promise<Response> }, base: string): typeof fetch {
  return (async (url: string | URL | Request, init?: RequestInit) =>
    simulator.handle(new Request(String(url), init), String(url).slice(base.length))) as typeof fetch
}

import { getPayloadClient } from '@cms/get-payload'
import { codeLabel, metrics } from '@cms/metrics'
import type { PaymentSystem } from '@schemas/payments/payment-system'
import { hitRateLimit, type RateLimitResult, type RateLimitRule } from '../../http/rate-limit'

/**
 * Unverified webhook bodies (unsigned, badly signed, not JSON) come from anyone, so they are not
 * kept one row each: each provider, reason and UTC day has one *Payment events* row (type
 * `unverified`) that counts them and keeps the first few bodies, cut short. Past a few a minute
 * from one address the caller is told to slow down and nothing is written.
 */
export const unverifiedWebhookLimit: RateLimitRule = { name: 'webhook-unverified', limit: 30, windowMs: 60_000 }
export const keptSamples = 3
export const sampleChars = 1024

export type UnverifiedSummary = {
  refused: number
  firstAt: string
  lastAt: string
  samples: { receivedAt: string; detail: string | null; raw: string }[]
}

export type Refusal = { provider: PaymentSystem; reason: string; detail?: string; rawBody: string; clientIp: string }

// One write at a time in this process, so that concurrent refusals all count.
let writing: Promise<unknown> = Promise.resolve()

/** Counts one unverified webhook, unless the address is over its limit (then nothing is recorded). */
export async function recordUnverifiedWebhook(refusal: Refusal, now = new Date()): Promise<RateLimitResult> {
  metrics().paymentReports.inc({ provider: refusal.provider, result: 'unverified', outcome: 'none', code: codeLabel(refusal.reason) })
  const allowed = await hitRateLimit(unverifiedWebhookLimit, refusal.clientIp)
  if (!allowed.ok) return allowed
  const write = writing.then(() => countRefusal(refusal, now))
  writing = write.catch(() => undefined)
  await write
  return allowed
}

async function countRefusal(refusal: Refusal, now: Date): Promise<void> {
  const payload = await getPayloadClient()
  const eventKey = `unverified:${refusal.provider}:${refusal.reason}:${now.toISOString().slice(0, 10)}`
  const sample = {
    receivedAt: now.toISOString(),
    detail: refusal.detail?.slice(0, 200) ?? null,
    raw: refusal.rawBody.slice(0, sampleChars),
  }
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const { docs } = await payload.find({
      collection: 'payment-events',
      where: { eventKey: { equals: eventKey } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      pagination: false,
    })
    const existing = docs[0]
    if (existing) {
      const summary = existing.body as UnverifiedSummary
      const next: UnverifiedSummary = {
        refused: summary.refused + 1,
        firstAt: summary.firstAt,
        lastAt: sample.receivedAt,
        samples: summary.samples.length < keptSamples ? [...summary.samples, sample] : summary.samples,
      }
      await payload.update({ collection: 'payment-events', id: existing.id, data: { body: next }, depth: 0, overrideAccess: true })
      return
    }
    try {
      const body: UnverifiedSummary = { refused: 1, firstAt: sample.receivedAt, lastAt: sample.receivedAt, samples: [sample] }
      await payload.create({
        collection: 'payment-events',
        data: { provider: refusal.provider, eventKey, type: 'unverified', result: 'refused', reason: refusal.reason, body },
        depth: 0,
        overrideAccess: true,
      })
      return
    } catch {
      // Another request created the day's row first (eventKey is unique): count on it.
    }
  }
}

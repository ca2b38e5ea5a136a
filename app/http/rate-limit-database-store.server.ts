import type { Payload, Where } from 'payload'
import { type RateLimitResult, type RateLimitRule, type RateLimitStore, rateLimitRules } from './rate-limit'

const longestWindowMs = Math.max(...Object.values(rateLimitRules).map((rule) => rule.windowMs))

/**
 * Rate limits shared by every process on one database: an attempt is a row; the window is a
 * count of rows. Two processes racing may each let one extra attempt through, which a rate
 * limit tolerates; the per-account lockout in Payload stays exact.
 */
export class DatabaseRateLimitStore implements RateLimitStore {
  private lastSweep = 0

  constructor(private payload: Payload) {}

  async hit(key: string, rule: RateLimitRule, now: number): Promise<RateLimitResult> {
    const result = await this.peek(key, rule, now)
    if (result.ok) await this.record(key, rule, now)
    return result
  }

  async peek(key: string, { limit, windowMs }: RateLimitRule, now: number): Promise<RateLimitResult> {
    const since = new Date(now - windowMs).toISOString()
    const where: Where = { and: [{ key: { equals: key } }, { hitAt: { greater_than: since } }] }
    const recent = await this.payload.find({
      collection: 'rate-limit-hits',
      where,
      sort: 'hitAt',
      limit: 1,
      depth: 0,
      pagination: true,
    })
    if (recent.totalDocs < limit) return { ok: true }
    const oldest = Date.parse(recent.docs[0]!.hitAt)
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) }
  }

  async record(key: string, _rule: RateLimitRule, now: number): Promise<void> {
    await this.payload.create({ collection: 'rate-limit-hits', data: { key, hitAt: new Date(now).toISOString() } })
    await this.sweep(now)
  }

  /** Deletes rows no window can count any more, at most once a minute. */
  private async sweep(now: number) {
    if (now - this.lastSweep < 60_000) return
    this.lastSweep = now
    await this.payload.delete({
      collection: 'rate-limit-hits',
      where: { hitAt: { less_than: new Date(now - longestWindowMs).toISOString() } },
    })
  }
}

import { describe, expect, it } from 'vitest'
import { getPayloadClient } from '@cms/get-payload'
import { rateLimitRules } from '../../app/http/rate-limit'
import { DatabaseRateLimitStore } from '../../app/http/rate-limit-database-store.server'

const rule = { name: 'test', limit: 3, windowMs: 60_000 }
/** Rows are kept as long as the longest rule may still count them. */
const longestWindowMs = Math.max(...Object.values(rateLimitRules).map((entry) => entry.windowMs))

describe('the database rate-limit store', () => {
  it('counts attempts per key across store instances, as two processes would', async () => {
    const payload = await getPayloadClient()
    const [first, second] = [new DatabaseRateLimitStore(payload), new DatabaseRateLimitStore(payload)]
    const now = Date.parse('2026-11-22T10:00:00Z')
    expect((await first.hit('login:198.51.100.1', rule, now)).ok).toBe(true)
    expect((await second.hit('login:198.51.100.1', rule, now + 1000)).ok).toBe(true)
    expect((await first.hit('login:198.51.100.1', rule, now + 2000)).ok).toBe(true)
    expect(await second.hit('login:198.51.100.1', rule, now + 3000)).toEqual({ ok: false, retryAfterSeconds: 57 })
    expect((await second.hit('login:198.51.100.2', rule, now + 3000)).ok).toBe(true)
  })

  it('lets the client in again once the oldest attempt leaves the window, and sweeps old rows', async () => {
    const payload = await getPayloadClient()
    const store = new DatabaseRateLimitStore(payload)
    const now = Date.parse('2026-11-22T11:00:00Z')
    for (let i = 0; i < 3; i++) await store.hit('signup:203.0.113.9', rule, now + i)
    expect((await store.hit('signup:203.0.113.9', rule, now + 10)).ok).toBe(false)
    expect((await store.hit('signup:203.0.113.9', rule, now + 60_001)).ok).toBe(true)
    await store.hit('signup:203.0.113.10', rule, now + 60_001 + longestWindowMs + 1)
    const left = await payload.count({ collection: 'rate-limit-hits', where: { key: { equals: 'signup:203.0.113.9' } } })
    expect(left.totalDocs).toBe(0)
  })
})

import { describe, expect, it } from 'vitest'
import { MemoryRateLimitStore, secondsUntilNextUtcDay } from './rate-limit'

describe('the memory rate-limit store', () => {
  it('allows the limit within a window, then refuses until the oldest attempt leaves it', async () => {
    const store = new MemoryRateLimitStore()
    const rule = { name: 'test', limit: 3, windowMs: 60_000 }
    for (let i = 0; i < 3; i++) expect((await store.hit('ip', rule, 1000 + i)).ok).toBe(true)
    expect(await store.hit('ip', rule, 2000)).toEqual({ ok: false, retryAfterSeconds: 59 })
    expect((await store.hit('other', rule, 2000)).ok).toBe(true)
    expect((await store.hit('ip', rule, 61_001)).ok).toBe(true)
  })

  it('peeks without counting, and records without checking', async () => {
    const store = new MemoryRateLimitStore()
    const rule = { name: 'test', limit: 2, windowMs: 60_000 }
    for (let i = 0; i < 5; i++) expect((await store.peek('ip', rule, 1000 + i)).ok).toBe(true)
    await store.record('ip', rule, 1000)
    await store.record('ip', rule, 1001)
    expect(await store.peek('ip', rule, 2000)).toEqual({ ok: false, retryAfterSeconds: 59 })
    expect((await store.peek('ip', rule, 61_001)).ok).toBe(true)
  })
})

describe('the daily allowances', () => {
  it('start again at the next UTC midnight', () => {
    expect(secondsUntilNextUtcDay(new Date('2026-03-01T23:59:30.000Z'))).toBe(30)
    expect(secondsUntilNextUtcDay(new Date('2026-03-01T00:00:00.000Z'))).toBe(24 * 60 * 60)
  })
})

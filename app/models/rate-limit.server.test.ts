import { beforeEach, describe, expect, it } from 'vitest'
import { hitRateLimit, resetRateLimits } from './rate-limit.server'

describe('hitRateLimit', () => {
  beforeEach(resetRateLimits)
  it('allows the limit within a window, then refuses until the oldest attempt leaves it', () => {
    const options = { limit: 3, windowMs: 60_000 }
    for (let i = 0; i < 3; i++) expect(hitRateLimit('ip', options, 1000 + i).ok).toBe(true)
    expect(hitRateLimit('ip', options, 2000)).toEqual({ ok: false, retryAfterSeconds: 59 })
    expect(hitRateLimit('other', options, 2000).ok).toBe(true)
    expect(hitRateLimit('ip', options, 61_001).ok).toBe(true)
  })
})

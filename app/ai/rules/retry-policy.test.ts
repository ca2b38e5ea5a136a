import { describe, expect, it } from 'vitest'
import { isRetryableStatus, parseRetryAfter, retryDelayMs } from './retry-policy'

const policy = { attempts: 4, baseMs: 100, maxMs: 1000 }

describe('retry policy', () => {
  it.each([
    [429, true],
    [500, true],
    [502, true],
    [503, true],
    [400, false],
    [401, false],
    [404, false],
    [422, false],
  ])('status %i retryable: %s', (status, retryable) => {
    expect(isRetryableStatus(status)).toBe(retryable)
  })

  it('doubles the ceiling per attempt with full jitter, capped', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt, policy, null, 0.999))).toEqual([99, 199, 399, 799, 999])
    expect(retryDelayMs(3, policy, null, 0)).toBe(0)
    expect(retryDelayMs(3, policy, null, 0.5)).toBe(200)
  })

  it('honours Retry-After, within the cap', () => {
    expect(retryDelayMs(1, policy, 300, 0.9)).toBe(300)
    expect(retryDelayMs(1, policy, 60_000, 0.9)).toBe(1000)
  })

  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-11-23T10:00:00Z')
    expect(parseRetryAfter('2', now)).toBe(2000)
    expect(parseRetryAfter('0.5', now)).toBe(500)
    expect(parseRetryAfter('Mon, 23 Nov 2026 10:00:03 GMT', now)).toBe(3000)
    expect(parseRetryAfter('Mon, 23 Nov 2026 09:00:00 GMT', now)).toBe(0)
    expect(parseRetryAfter('soon', now)).toBeNull()
    expect(parseRetryAfter(null, now)).toBeNull()
  })
})

/**
 * When to try an upstream call again: only on 429 and 5xx (and network failures), never on other
 * 4xx — those will fail the same way again. The wait doubles per attempt with full jitter, and a
 * Retry-After the server sends is honoured (capped, so a student is never left waiting minutes).
 */
export type RetryPolicy = { attempts: number; baseMs: number; maxMs: number }

export const defaultRetryPolicy: RetryPolicy = { attempts: 3, baseMs: 500, maxMs: 8000 }

export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500
}

/** Seconds or an HTTP date, as milliseconds from `now`; null when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | null {
  if (!value) return null
  const trimmed = value.trim()
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000)
  const date = Date.parse(trimmed)
  return Number.isNaN(date) ? null : Math.max(0, date - now)
}

/** The wait before retry number `attempt` (1 = the first retry). `random` is in [0, 1). */
export function retryDelayMs(attempt: number, policy: RetryPolicy, retryAfterMs: number | null, random = Math.random()): number {
  if (retryAfterMs !== null) return Math.min(retryAfterMs, policy.maxMs)
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** (attempt - 1))
  return Math.floor(random * ceiling)
}

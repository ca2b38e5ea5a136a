/**
 * A sliding-window limit on sign-in and sign-up attempts per client address.
 *
 * In memory on purpose: the site runs as one Node process (decision 001), so one Map sees every
 * request. Restarting forgets the windows, which only ever lets someone try again sooner; Payload's
 * per-account lockout (5 wrong passwords) still holds across restarts because it lives in the
 * database. Running several processes would need a shared store (e.g. the database) instead.
 */
export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number }

const windows = new Map<string, number[]>()

export const authRateLimit = { limit: 10, windowMs: 60_000 }

export function hitRateLimit(key: string, { limit, windowMs } = authRateLimit, now = Date.now()): RateLimitResult {
  const recent = (windows.get(key) ?? []).filter((time) => now - time < windowMs)
  if (recent.length >= limit) {
    windows.set(key, recent)
    return { ok: false, retryAfterSeconds: Math.ceil((recent[0]! + windowMs - now) / 1000) }
  }
  recent.push(now)
  windows.set(key, recent)
  // Keep the map small: forget clients whose window is empty.
  if (windows.size > 10_000) for (const [k, times] of windows) if (times.every((t) => now - t >= windowMs)) windows.delete(k)
  return { ok: true }
}

export function resetRateLimits(): void {
  windows.clear()
}

export const rateLimitMessage = (seconds: number) =>
  `Too many attempts from your network. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`

/** A queued email is tried this many times (over about eight hours) before it is marked failed for staff to see. */
export const maxDeliveryAttempts = 10

const minute = 60 * 1000

/** 1, 2, 4 … minutes after each failed attempt, at most 6 hours apart. */
export function nextDeliveryAt(failedAttempts: number, now: Date): Date {
  const wait = Math.min(minute * 2 ** Math.max(0, failedAttempts - 1), 6 * 60 * minute)
  return new Date(now.getTime() + wait)
}

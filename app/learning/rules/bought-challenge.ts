/**
 * The 28-day challenge a buyer paid for (issue #30 "Show what was bought"). The income funnels
 * (challenge_v1, challenge_v2, challenge_100k and its variants) sell "a 4-week AI income-growth
 * challenge" (funnels spec §1); the seeded course that is that challenge has this slug. Product
 * funnels sell the learning plan, which home already shows by its own rule.
 */
export type BoughtChallengeView = { id: number | string; title: string; line: string; progress: number; started: boolean; href: string }

export const incomeChallengeSlug = '28-day-ai-income-growth-challenge'

/** The slug of the challenge sold by the funnels the student paid in, newest first; null when none sells one. */
export function challengeSoldBy(paidFunnelIds: readonly string[]): string | null {
  return paidFunnelIds.some((funnelId) => funnelId.startsWith('challenge')) ? incomeChallengeSlug : null
}

/** "Day 3 of 28": the day the student is on (days done + 1, at most the last), or done when every day is. */
export function challengeDayLine(daysDone: number, dayCount: number | null | undefined, completed: boolean): string {
  if (completed) return 'Challenge complete'
  if (!dayCount) return daysDone === 0 ? 'Ready when you are' : `${daysDone} ${daysDone === 1 ? 'day' : 'days'} completed`
  return `Day ${Math.min(daysDone + 1, dayCount)} of ${dayCount}`
}

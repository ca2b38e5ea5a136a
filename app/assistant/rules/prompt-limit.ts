/**
 * The `ai_tools_prompts_limit` feature counter (spec: Upsell flow, §3 Feature counter, §7 features
 * get and increment): how many assistant prompts a student sent on one UTC day. One row per
 * student holds the count and the day it counts; a day or more later the display resets to 0 and
 * the next prompt starts the new day at 1.
 */
import { PAID_DAILY_PROMPTS } from '~/ai'

/** A paying student's prompts a day; accounts that do not pay get fewer (app/ai/rules/ai-allowance.ts). */
export const DAILY_PROMPT_LIMIT = PAID_DAILY_PROMPTS

export type FeatureCounter = {
  current_value: number
  remaining_count: number
  feature_limit: number
  /** The UTC day (YYYY-MM-DD) the value counts. */
  counter_date: string
}

export type StoredCounter = { value: number; counterDate: string }

export const utcDay = (now: Date) => now.toISOString().slice(0, 10)

/** Spec: the display resets when the counter date is a day or more old. */
export function isStale(counterDate: string, now: Date): boolean {
  const day = Date.parse(`${counterDate}T00:00:00Z`)
  if (Number.isNaN(day)) return true
  return Date.parse(`${utcDay(now)}T00:00:00Z`) - day >= 24 * 60 * 60 * 1000
}

export function counterView(stored: StoredCounter | null, now: Date, limit = DAILY_PROMPT_LIMIT): FeatureCounter {
  const current = stored && !isStale(stored.counterDate, now) ? stored.value : 0
  return {
    current_value: current,
    remaining_count: Math.max(0, limit - current),
    feature_limit: limit,
    counter_date: stored && current > 0 ? stored.counterDate : utcDay(now),
  }
}

/** The stored counter after one more prompt now. */
export function incremented(stored: StoredCounter | null, now: Date): StoredCounter {
  const today = utcDay(now)
  if (!stored || isStale(stored.counterDate, now)) return { value: 1, counterDate: today }
  return { value: stored.value + 1, counterDate: stored.counterDate }
}

export const limitReached = (counter: FeatureCounter) => counter.remaining_count <= 0

/** The API refusal's title, which the page reads to show the limit message and the Back to lesson block. */
export const promptLimitTitle = 'Prompt limit reached'

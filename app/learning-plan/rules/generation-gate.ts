/**
 * The can-generate check (spec §4 "Personal profile and plan"): generating reads the funnel answers
 * and may call the model, so a student generates at most `dailyGenerations` times per UTC day.
 * Edits by prompt are not generations (they have their own rate limit).
 */
export const dailyGenerations = 5

type Counter = { generationDay: string | null; generationsOnDay: number }

const utcDay = (now: Date) => now.toISOString().slice(0, 10)

export function canGenerate(counter: Counter, now: Date): boolean {
  return counter.generationDay !== utcDay(now) || counter.generationsOnDay < dailyGenerations
}

/** The counter after one more generation now. */
export function countGeneration(counter: Counter, now: Date): Counter {
  const day = utcDay(now)
  return { generationDay: day, generationsOnDay: counter.generationDay === day ? counter.generationsOnDay + 1 : 1 }
}

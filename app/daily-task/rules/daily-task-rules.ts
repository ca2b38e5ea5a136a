import type { HistoryEntry, ValidationItem } from '@schemas/daily-task/daily-task'
import type { Judgement } from '@schemas/ai'

/**
 * The daily task's state rules (spec "Daily task", §5), pure so the page, the API and the tests
 * share them.
 */

/** Spec §5: submit is enabled only for a prompt non-empty after trimming, and only once a task is loaded. */
export function canSubmit(prompt: string, taskLoaded: boolean): boolean {
  return taskLoaded && prompt.trim().length > 0
}

/** Every item completed — and there is at least one: an empty validation proves nothing. */
export function allCompleted(items: readonly ValidationItem[] | null | undefined): boolean {
  return Boolean(items && items.length > 0 && items.every((item) => item.completed))
}

export type AttemptState = { history: HistoryEntry[]; validation: ValidationItem[] | null; completedAt: string | null }

/**
 * Try again and session reset: history and validation go. The day stays done once it was done
 * (the completion event fired); practising again does not undo it.
 */
export function resetAttempt(attempt: AttemptState): AttemptState {
  return { history: [], validation: null, completedAt: attempt.completedAt }
}

/** The judge's verdicts as validation items, in the rubric's order (an extra "on topic" verdict last). */
export function itemsOfJudgement(judgement: Judgement): ValidationItem[] {
  return judgement.criteria.map(({ criterion, passed, reason }) => ({ text: criterion, completed: passed, reason }))
}

/** A new exchange at the end of the history: the student's prompt, then the assistant's response. */
export function withExchange(history: readonly HistoryEntry[], prompt: string, response: string, at: Date): HistoryEntry[] {
  const timestamp = at.toISOString()
  return [...history, { side: 'user', message: prompt, timestamp }, { side: 'assistant', message: response, timestamp }]
}

/** The longest history kept per day: older exchanges drop off so a row cannot grow without end. */
export const maxHistoryEntries = 40

export function trimHistory(history: readonly HistoryEntry[]): HistoryEntry[] {
  return history.slice(-maxHistoryEntries)
}

/**
 * Which task a day gets: the published tasks in their order, one per calendar day, rotating. A day
 * is YYYY-MM-DD in the student's own time zone, so everyone's task changes at their own midnight.
 */
export function taskIndexForDay(day: string, count: number): number {
  if (count <= 0) return -1
  const daysSinceEpoch = Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000)
  return ((daysSinceEpoch % count) + count) % count
}

/** Spec: the daily-task onboarding (here: its intro) shows until the metadata key says "true". */
export function showsDailyTaskIntro(metadata: { dailyTaskOnboardingCompleted?: string }): boolean {
  return metadata.dailyTaskOnboardingCompleted !== 'true'
}

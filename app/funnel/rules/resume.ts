import { COMPLETED, type PersistedFunnel } from '@engine/types'

type Saved = Partial<PersistedFunnel> & Record<string, unknown>

const isSaved = (value: unknown): value is Saved => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A finished session (checked out, or past the last onboarding slide) resumes on the last screen
 * it showed — the paywall — instead of on nothing: the visitor came back, so show them something.
 * Anything else is returned as it is; the engine's restore decides whether it is usable.
 */
export function resumable(persisted: unknown): unknown {
  if (!isSaved(persisted) || persisted.screenId !== COMPLETED || !Array.isArray(persisted.history)) return persisted
  const last = persisted.history.at(-1)
  if (typeof last !== 'string') return persisted
  return { ...persisted, screenId: last, history: persisted.history.slice(0, -1) }
}

/**
 * Of two saved states of the same funnel, the one saved last (the browser's copy may be ahead of
 * the server's when a save was still on its way during a reload).
 */
export function newestState(...states: unknown[]): unknown {
  let newest: Saved | undefined
  for (const state of states) {
    if (!isSaved(state)) continue
    if (!newest || savedAt(state) > savedAt(newest)) newest = state
  }
  return newest
}

const savedAt = (state: Saved) => (typeof state.savedAt === 'string' ? Date.parse(state.savedAt) || 0 : 0)

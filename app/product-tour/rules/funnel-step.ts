import { COMPLETED, type PersistedFunnel } from '@engine/types'

/** The part of a funnel definition that steps are counted in. */
type Steps = { id: string; version: number; screens: readonly { id: string }[] }

/**
 * The step (0-based screen index) saved progress is on, as the player writes `onboarding_step`:
 * the number of screens once completed; undefined when it names no screen of this funnel.
 */
export function stepOf(definition: Steps, persisted: Pick<PersistedFunnel, 'screenId'>): number | undefined {
  if (persisted.screenId === COMPLETED) return definition.screens.length
  const index = definition.screens.findIndex((screen) => screen.id === persisted.screenId)
  return index === -1 ? undefined : index
}

/**
 * Progress standing on `step` of a funnel walked straight through, as the product funnels are (no
 * branches, no answers): what the engine resumes when the return from the intro lesson names a
 * step the saved progress has not reached. Undefined past the last screen.
 */
export function persistedAtStep(definition: Steps, step: number, savedAt: string): PersistedFunnel | undefined {
  const screen = definition.screens[step]
  if (!screen) return undefined
  return {
    funnelId: definition.id,
    version: definition.version,
    screenId: screen.id,
    history: definition.screens.slice(0, step).map((earlier) => earlier.id),
    answers: {},
    drafts: {},
    savedAt,
  }
}

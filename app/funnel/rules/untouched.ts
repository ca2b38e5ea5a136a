import type { PersistedFunnel } from '@engine/types'

/**
 * Progress with nothing in it: still on the first screen, nothing chosen, typed or committed. The
 * server keeps no row for it — a visitor who only looks at screen 1 costs nothing — and writes one
 * with the first answer. Typing counts: a refused entry posted without JavaScript is shown again
 * from the server's copy.
 */
export function isUntouched(persisted: PersistedFunnel): boolean {
  return (
    persisted.history.length === 0 &&
    Object.keys(persisted.answers).length === 0 &&
    Object.values(persisted.drafts).every((draft) => draft === '') &&
    persisted.email === undefined &&
    persisted.name === undefined &&
    persisted.consent === undefined &&
    persisted.planId === undefined
  )
}

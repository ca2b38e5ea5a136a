import { findScreen } from '@engine/funnel-screens'
import { possibleNextScreens } from '@engine/possible-targets'
import { COMPLETED, type TrackEventName } from '@engine/types'
import type { FunnelDefinition } from '@schemas/funnel/definition'

/**
 * Which reported events agree with what the server saw of the visitor (issue #45): new cookies are
 * free, so what one cookie can add must be what a visitor moving through the funnel adds.
 *
 * - Without saved progress, the server has only rendered the first screen for the cookie: the
 *   events of a visitor who opened the page (started, the first screen) and of one tap on it whose
 *   save is still on its way (the screens one step on).
 * - With saved progress (the funnel session the server accepted, restored by the engine, so its
 *   route is one the funnel can take): its screens, the screens one step past its current one, and
 *   completion when that step may end the funnel. `registration.presented` and `paywall.presented`
 *   only on an Email and a Paywall screen.
 * - Each kind once per screen, except that a screen may be shown again after going back: up to
 *   three presentations of a screen count, and only with saved progress, as going back needs a tap.
 */
export type SavedPath = { screenId: string; history: readonly string[] }
export type ReportedEvent = { name: TrackEventName; screenId?: string; variant?: string }

export const presentationsPerScreen = 3

const oneStepFrom = (definition: FunnelDefinition, screenId: string) => possibleNextScreens(definition, screenId)

/** The screens the visitor may report, and whether completing the funnel is within one step. */
export function reachOf(definition: FunnelDefinition, path: SavedPath | null): { screens: Set<string>; mayComplete: boolean } {
  const first = definition.screens[0]?.id
  const screens = new Set<string>()
  let mayComplete = false
  for (const from of [first, path?.screenId]) {
    if (from === undefined) continue
    if (from === COMPLETED) {
      mayComplete = true
      continue
    }
    screens.add(from)
    const next = oneStepFrom(definition, from)
    for (const screen of next.screens) screens.add(screen)
    mayComplete ||= next.mayEnd || findScreen(definition, from)?.type === 'Paywall'
  }
  for (const screen of path?.history ?? []) screens.add(screen)
  return { screens, mayComplete }
}

/** What makes two reports "the same kind" for the per-screen counts. */
export function countKey(event: ReportedEvent): string {
  const onScreen = event.name === 'funnel.started' || event.name === 'funnel.completed' ? '' : (event.screenId ?? '')
  return `${event.variant ?? ''}|${event.name}|${onScreen}`
}

export function agreesWith(definition: FunnelDefinition, reach: ReturnType<typeof reachOf>, event: ReportedEvent): boolean {
  switch (event.name) {
    case 'funnel.started':
      return true
    case 'funnel.completed':
      return reach.mayComplete
    case 'screen.presented':
      return event.screenId !== undefined && reach.screens.has(event.screenId)
    case 'registration.presented':
    case 'paywall.presented': {
      const type = event.name === 'registration.presented' ? 'Email' : 'Paywall'
      return event.screenId !== undefined && reach.screens.has(event.screenId) && findScreen(definition, event.screenId)?.type === type
    }
  }
}

/**
 * The events of one visitor in one funnel that count, in their order: each agrees with the saved
 * path and stays within its kind's count, `counted` holding how many of each are stored already.
 */
export function countableEvents<E extends ReportedEvent>(
  definition: FunnelDefinition,
  path: SavedPath | null,
  events: readonly E[],
  counted: ReadonlyMap<string, number>,
): E[] {
  const reach = reachOf(definition, path)
  const seen = new Map(counted)
  return events.filter((event) => {
    if (!agreesWith(definition, reach, event)) return false
    const key = countKey(event)
    const allowed = event.name === 'screen.presented' && path ? presentationsPerScreen : 1
    const count = seen.get(key) ?? 0
    if (count >= allowed) return false
    seen.set(key, count + 1)
    return true
  })
}

import type { FunnelDefinition } from '../schemas/funnel/definition'
import type { FunnelMachine } from './create-funnel-machine'
import { endsOnNext, findScreen, isLoaderScreen } from './funnel-screens'
import { readPersisted } from './persisted-funnel'
import { type PossibleRoutes, possibleRoutes } from './possible-targets'
import { COMPLETED } from './types'

type RestoreOptions = {
  machine: FunnelMachine
  definition: FunnelDefinition
  now: string
  /** As the machine's input: the plan each paywall opens with. */
  defaultPlans?: Record<string, string>
}

/**
 * The snapshot to resume a saved session with, or `undefined` when it belongs to another funnel or
 * content version, names screens that no longer exist, or is not a saved funnel at all — the
 * caller then starts afresh. Never throws: `persisted` comes from storage the visitor controls.
 */
export function restoreFunnelSnapshot(persisted: unknown, { machine, definition, now, defaultPlans = {} }: RestoreOptions) {
  const saved = readPersisted(persisted)
  if (!saved || saved.funnelId !== definition.id || saved.version !== definition.version) return undefined
  if (!isPlausibleRoute(definition, [...saved.history, saved.screenId])) return undefined
  const known = (screenId: string) => findScreen(definition, screenId) !== undefined
  if (!Object.keys(saved.answers).every(known) || !Object.keys(saved.drafts).every(known)) return undefined
  const { screenId, savedAt: _savedAt, ...context } = saved
  const screen = findScreen(definition, screenId)
  if (screen && isLoaderScreen(screen)) {
    // A restored state never re-runs its entry, so a loader's timer would not start again: resume
    // on the screen before it instead, and the loader plays again from there.
    const previous = context.history.at(-1)
    if (previous === undefined) return undefined
    return machine.resolveState({ value: previous, context: { ...context, history: context.history.slice(0, -1), now, defaultPlans } })
  }
  // Nor does a paywall's: it opens with its default plan as it would have on entry.
  const planId = context.planId ?? (screen?.type === 'Paywall' ? defaultPlans[screenId] : undefined)
  return machine.resolveState({ value: screenId, context: { ...context, ...(planId ? { planId } : {}), now, defaultPlans } })
}

/** The first screen first, and every step one the routing could have taken. */
function isPlausibleRoute(definition: FunnelDefinition, route: string[]): boolean {
  if (route[0] !== definition.screens[0]?.id) return false
  const routes = possibleRoutes(definition)
  return route.every((screenId, k) => k === 0 || canStep(definition, routes, route[k - 1]!, screenId))
}

function canStep(definition: FunnelDefinition, routes: PossibleRoutes, from: string, to: string): boolean {
  const possible = routes.next.get(from)
  if (!possible) return false
  if (to !== COMPLETED) return possible.screens.includes(to)
  const screen = findScreen(definition, from)
  return screen?.type === 'Paywall' || (!!screen && endsOnNext(screen) && possible.mayEnd)
}

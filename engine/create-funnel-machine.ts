import type { FunnelDefinition } from '../schemas/funnel/definition'
import { type FunnelStateConfig, funnelSetup } from './funnel-setup'
import { persistedFromContext } from './persisted-funnel'
import { possibleRoutes } from './possible-targets'
import { screenState } from './screen-state'
import { COMPLETED } from './types'

/**
 * The funnel as a state machine: one state per screen (keyed by screen id) and a final
 * `completed`. The machine holds no timers or I/O of its own; the app provides `track` and
 * `persist` with `machine.provide({ actions })`.
 */
export function createFunnelMachine(definition: FunnelDefinition) {
  const first = definition.screens[0]
  if (!first) throw new Error(`Funnel "${definition.id}" has no screens`)
  if (definition.screens.some((screen) => screen.id === COMPLETED)) {
    throw new Error(`Funnel "${definition.id}": "${COMPLETED}" is reserved for the end of the funnel; rename that screen`)
  }

  const machineSetup = funnelSetup(definition)
  const routes = possibleRoutes(definition)
  const states: Record<string, FunnelStateConfig> = {}
  for (const screen of definition.screens) states[screen.id] = screenState(machineSetup, definition, routes, screen)
  states[COMPLETED] = machineSetup.createStateConfig({
    type: 'final',
    entry: [
      { type: 'track', params: { event: 'funnel.completed' } },
      { type: 'persist', params: ({ context }) => persistedFromContext(context, COMPLETED) },
    ],
  })

  return machineSetup.createMachine({
    id: definition.id,
    initial: first.id,
    context: ({ input }) => ({
      funnelId: definition.id,
      version: definition.version,
      history: [],
      answers: {},
      drafts: {},
      // Plain JavaScript callers may omit the input; dates then render as ''.
      now: input?.now ?? '',
      defaultPlans: input?.defaultPlans ?? {},
    }),
    entry: { type: 'track', params: { event: 'funnel.started' } },
    states,
  })
}

export type FunnelMachine = ReturnType<typeof createFunnelMachine>

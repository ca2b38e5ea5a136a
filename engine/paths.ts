import { type AdjacencyMap, getAdjacencyMap, getSimplePaths } from 'xstate/graph'
import type { FunnelDefinition } from '../schemas/funnel/definition'
import type { Screen } from '../schemas/screens'
import { createFunnelMachine, type FunnelMachine } from './create-funnel-machine'
import { chosenOptionIds, isChoiceScreen, isLoaderScreen } from './funnel-screens'
import { optionKinds, type RoutingRelevance, routingRelevance, selectionsToTry } from './routing-relevance'
import { COMPLETED, type FunnelEvent } from './types'
import { walkerAnswers } from './walk'

type Snapshot = ReturnType<FunnelMachine['resolveState']>

export type FunnelPaths = {
  /** Distinct screen-id sequences from the first screen to `completed`. */
  paths: string[][]
  /** Screens where some reachable visitor cannot move on. */
  deadEnds: string[]
}

/**
 * Every distinct route through the funnel, found with `xstate/graph`. Each screen is tried with a
 * small event set — one option per kind that routing tells apart, a valid input, decline and
 * checkout — and a state is identified by its screen plus only the answers later routing reads,
 * so answers that cannot change the route do not multiply the paths.
 */
export function enumerateFunnelPaths(definition: FunnelDefinition): FunnelPaths {
  const { routes, deadEnds } = explore(definition, { deadEnds: true })
  return { paths: routes.map((route) => route.screens), deadEnds }
}

/** One way through the funnel: its screens and, per screen, the events a visitor sends on it to move on. */
export type FunnelRoute = { screens: string[]; steps: FunnelEvent[][] }

/**
 * The same routes as `enumerateFunnelPaths`, each with the events that walk it, so a player can
 * replay one from the first screen (the studio's preview plays every path this way).
 */
export function enumerateFunnelRoutes(definition: FunnelDefinition): FunnelRoute[] {
  return explore(definition, { deadEnds: false }).routes
}

function explore(definition: FunnelDefinition, { deadEnds }: { deadEnds: boolean }): { routes: FunnelRoute[]; deadEnds: string[] } {
  const machine = createFunnelMachine(definition)
  const relevance = routingRelevance(definition)
  const screens = new Map(definition.screens.map((screen, index) => [screen.id, { screen, index }]))
  const serializeState = (snapshot: Snapshot) => stateKey(snapshot, screens, relevance)
  const events = (snapshot: Snapshot) => {
    const current = screens.get(String(snapshot.value))
    return current ? eventsFor(machine, current.screen, snapshot, relevance) : []
  }
  const options = { input: { now: '2025-01-01T00:00:00.000Z' }, events, serializeState }

  const found = new Map<string, FunnelRoute>()
  for (const path of getSimplePaths(machine, { ...options, toState: (snapshot) => snapshot.status === 'done' })) {
    const route: FunnelRoute = { screens: [], steps: [] }
    path.steps.forEach((step, k) => {
      const id = String(step.state.value)
      // The first step is the machine starting; every later one is an event sent on the screen before it.
      if (k > 0) route.steps[route.steps.length - 1]!.push(step.event as FunnelEvent)
      if (id !== route.screens.at(-1)) {
        route.screens.push(id)
        route.steps.push([])
      }
    })
    found.set(route.screens.join(' > '), route)
  }
  return {
    routes: [...found.values()],
    deadEnds: deadEnds ? findDeadEnds(definition, getAdjacencyMap(machine, options), serializeState) : [],
  }
}

function stateKey(snapshot: Snapshot, screens: Map<string, { screen: Screen; index: number }>, relevance: RoutingRelevance) {
  const id = String(snapshot.value)
  const current = screens.get(id)
  if (!current) return id
  const { answers, drafts } = snapshot.context
  const own = current.screen.type === 'MultipleOption' ? chosenOptionIds(answers[id]).sort().join(',') : (drafts[id] ?? '')
  const read = [...relevance.readUntil]
    .filter(([, until]) => until >= current.index)
    .map(([screenId]) => `${screenId}=${chosenOptionIds(answers[screenId]).sort().join(',')}`)
  return `${id}|${own}|${read.join(';')}`
}

function eventsFor(machine: FunnelMachine, screen: Screen, snapshot: Snapshot, relevance: RoutingRelevance): FunnelEvent[] {
  const sets = relevance.testedSets.get(screen.id) ?? []
  if (isChoiceScreen(screen)) {
    return optionKinds(screen.options, sets).map(([option]) => ({ type: 'answer.select', optionId: option!.id }))
  }
  if (isLoaderScreen(screen)) {
    // The graph steps through delayed transitions by sending their internal event directly.
    return machine.root.states[screen.id]!.after.map((transition) => ({ type: transition.eventType }) as unknown as FunnelEvent)
  }
  switch (screen.type) {
    case 'MultipleOption': {
      // Toggle along each selection in one fixed order, so a selection is reached one way only.
      const chosen = chosenOptionIds(snapshot.context.answers[screen.id])
      const toggles = new Set<string>()
      let complete = false
      for (const selection of selectionsToTry(screen.options, sets, screen.minSelections)) {
        const prefix = selection.slice(0, chosen.length)
        if (prefix.length !== chosen.length || !prefix.every((id) => chosen.includes(id))) continue
        const next = selection[chosen.length]
        if (next === undefined) complete = true
        else toggles.add(next)
      }
      const toggleEvents = [...toggles].map((optionId): FunnelEvent => ({ type: 'answer.toggle', optionId }))
      return complete ? [...toggleEvents, { type: 'nav.next' }] : toggleEvents
    }
    case 'Email':
    case 'Input': {
      const value = screen.type === 'Email' ? walkerAnswers.email : walkerAnswers[screen.inputId]
      return [{ type: 'answer.input', value }, { type: 'nav.next' }]
    }
    case 'Paywall':
      return [{ type: 'nav.next' }, { type: 'paywall.checkout', planId: walkerAnswers.planId }]
    default:
      return [{ type: 'nav.next' }]
  }
}

/** A state is stuck when neither it nor any state it reaches on the same screen leads elsewhere. */
function findDeadEnds(
  definition: FunnelDefinition,
  adjacency: AdjacencyMap<Snapshot, FunnelEvent>,
  serializeState: (snapshot: Snapshot) => string,
): string[] {
  const leaves = new Set<string>()
  for (let changed = true; changed;) {
    changed = false
    for (const [key, { state, transitions }] of Object.entries(adjacency)) {
      if (leaves.has(key) || state.status === 'done') continue
      const onward = Object.values<{ state: Snapshot }>(transitions).some(
        ({ state: next }) => next.value !== state.value || leaves.has(serializeState(next)),
      )
      if (onward) {
        leaves.add(key)
        changed = true
      }
    }
  }
  const stuck = new Set(
    Object.entries(adjacency)
      .filter(([key, { state }]) => state.status !== 'done' && !leaves.has(key))
      .map(([, { state }]) => String(state.value)),
  )
  return definition.screens.map((screen) => screen.id).filter((id) => stuck.has(id) && id !== COMPLETED)
}

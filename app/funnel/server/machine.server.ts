import { initialTransition, type SnapshotFrom, transition } from 'xstate'
import { createFunnelMachine, type FunnelEvent, type FunnelMachine, restoreFunnelSnapshot, type TrackParams } from '@engine'
import type { FunnelDefinition } from '@schemas/funnel/definition'
import { resumable } from '../rules/resume'

export type FunnelSnapshot = SnapshotFrom<FunnelMachine>
export type Stepped = { snapshot: FunnelSnapshot; tracked: TrackParams[] }

// getFunnel hands out one parsed definition per CMS revision, so a machine per definition object
// is built once and dropped with it.
const machines = new WeakMap<FunnelDefinition, FunnelMachine>()

export function machineFor(definition: FunnelDefinition): FunnelMachine {
  let machine = machines.get(definition)
  if (!machine) {
    machine = createFunnelMachine(definition)
    machines.set(definition, machine)
  }
  return machine
}

/**
 * The visitor's saved progress as a snapshot, or the first screen when there is none or it no
 * longer fits the funnel (then `tracked` holds what starting reports: started, first screen).
 */
export function startOrRestore(definition: FunnelDefinition, saved: unknown, now: string): Stepped {
  const machine = machineFor(definition)
  const restored = restoreFunnelSnapshot(resumable(saved), { machine, definition, now })
  if (restored) return { snapshot: restored, tracked: [] }
  const [snapshot, actions] = initialTransition(machine, { now })
  return { snapshot, tracked: trackedIn(actions) }
}

/** Runs events through the machine without an actor (a form post on the server), collecting what it tracks. */
export function applyEvents(definition: FunnelDefinition, start: FunnelSnapshot, events: FunnelEvent[]): Stepped {
  const machine = machineFor(definition)
  let snapshot = start
  const tracked: TrackParams[] = []
  for (const event of events) {
    const [next, actions] = transition(machine, snapshot, event)
    tracked.push(...trackedIn(actions))
    snapshot = next
  }
  return { snapshot, tracked }
}

/**
 * Moves past loader screens at once. A loader is an animation that moves on after its delay in the
 * browser; a form post without JavaScript cannot wait for it, and the server never resumes on a
 * loader (restore goes back to the screen before), so without this the visitor would land on the
 * tapped screen again.
 */
export function passLoaders(definition: FunnelDefinition, stepped: Stepped): Stepped {
  const machine = machineFor(definition)
  let { snapshot } = stepped
  const tracked = [...stepped.tracked]
  for (let guard = 0; guard < definition.screens.length; guard++) {
    const node = typeof snapshot.value === 'string' ? machine.getStateNodeById(`${machine.id}.${snapshot.value}`) : undefined
    const delayed = node?.after[0]?.eventType
    if (!delayed) break
    const [next, actions] = transition(machine, snapshot, { type: delayed } as unknown as FunnelEvent)
    tracked.push(...trackedIn(actions))
    snapshot = next
  }
  return { snapshot, tracked }
}

function trackedIn(actions: readonly { type: string; params?: unknown }[]): TrackParams[] {
  return actions.filter((action) => action.type === 'track').map((action) => action.params as TrackParams)
}

import { createActor, SimulatedClock } from 'xstate'
import { type FunnelDefinition, type FunnelDefinitionInput, funnelSchema } from '../../schemas/funnel/definition'
import type { ScreenInput } from '../../schemas/screens'
import { createFunnelMachine } from '../create-funnel-machine'
import type { TrackParams } from '../types'

/** Every test starts its funnel on the same day, so `{{date:…}}` is deterministic. */
export const testNow = '2025-01-15T10:00:00.000Z'

/** A valid definition (parsed by the real schema, defaults filled in) from just the screens a test needs. */
export function buildFunnel(screens: ScreenInput[], extra: Partial<FunnelDefinitionInput> = {}): FunnelDefinition {
  return funnelSchema.parse({
    schemaVersion: 1,
    id: 'test_funnel',
    version: 1,
    title: 'Test funnel',
    description: 'Built by engine tests',
    settings: { paywall: { planSet: 'weekly-1-4-12' } },
    screens,
    ...extra,
  })
}

export const choice = (id: string, optionIds: string[] = ['a', 'b'], extra: Partial<ScreenInput> = {}): ScreenInput =>
  ({
    id,
    type: 'SingleOption',
    title: `Question ${id}`,
    options: optionIds.map((optionId) => ({ id: optionId, value: `Option ${optionId}` })),
    ...extra,
  }) as ScreenInput

export const multi = (id: string, optionIds: string[] = ['a', 'b', 'c'], extra: Partial<ScreenInput> = {}): ScreenInput =>
  ({
    id,
    type: 'MultipleOption',
    title: `Pick for ${id}`,
    options: optionIds.map((optionId) => ({ id: optionId, value: `Option ${optionId}` })),
    ...extra,
  }) as ScreenInput

export const info = (id: string, extra: Partial<ScreenInput> = {}): ScreenInput =>
  ({ id, type: 'Info', title: `Info ${id}`, ...extra }) as ScreenInput

export const paywall = (id = 'paywall', extra: Partial<ScreenInput> = {}): ScreenInput =>
  ({ id, type: 'Paywall', title: 'Choose your plan', ...extra }) as ScreenInput

/** An actor on a simulated clock, with every `track` and `persist` call recorded. */
export function startFunnel(definition: FunnelDefinition, defaultPlans?: Record<string, string>) {
  const tracked: TrackParams[] = []
  const persisted: unknown[] = []
  const machine = createFunnelMachine(definition).provide({
    actions: {
      track: (_, params) => void tracked.push(params),
      persist: (_, params) => void persisted.push(params),
    },
  })
  const clock = new SimulatedClock()
  const actor = createActor(machine, { input: { now: testNow, ...(defaultPlans ? { defaultPlans } : {}) }, clock }).start()
  const send = (...events: Parameters<typeof actor.send>[0][]) => events.forEach((event) => actor.send(event))
  const screen = () => actor.getSnapshot().value
  return { machine, actor, clock, send, screen, tracked, persisted, context: () => actor.getSnapshot().context }
}

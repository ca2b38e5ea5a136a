import { createActor } from 'xstate'
import { createFunnelMachine } from '@engine/create-funnel-machine'
import type { FunnelEvent } from '@engine/types'
import type { FunnelDefinition } from '@schemas/funnel/definition'
import type { Screen } from '@schemas/screens'
import type { PaywallData } from '~/screens'
import { buildFrame } from '../rules/frame'
import type { FrameState } from '../rules/types'

export type PreviewActor = { frame: () => FrameState | undefined; send: (event: FunnelEvent) => void; walk: () => void; stop: () => void }

/**
 * The real engine on a draft, started at any screen with no answers yet, tracking and saving
 * nothing: what the marketer taps in the preview plays as it would for a visitor. With `replay`
 * (a path's events, see enumerateFunnelRoutes), it starts at the first screen and plays them, so the
 * screen shown carries the answers given on the way.
 */
export function startPreviewActor(
  definition: FunnelDefinition,
  screenId: string,
  paywalls: Record<string, PaywallData>,
  onChange: (frame: FrameState | undefined) => void,
  replay?: readonly FunnelEvent[],
): PreviewActor {
  const machine = createFunnelMachine(definition).provide({ actions: { track: () => undefined, persist: () => undefined } })
  const now = new Date().toISOString()
  const defaultPlans = Object.fromEntries(
    Object.entries(paywalls).flatMap(([id, paywall]) => {
      const plan = paywall.plans[paywall.defaultPlanIndex] ?? paywall.plans[0]
      return plan ? [[id, plan.id]] : []
    }),
  )
  const context = { funnelId: definition.id, version: definition.version, history: [], answers: {}, drafts: {}, now, defaultPlans }
  const planId = defaultPlans[screenId]
  const snapshot = machine.resolveState({ value: screenId, context: { ...context, ...(planId ? { planId } : {}) } })
  const actor = createActor(machine, { input: { now, defaultPlans }, ...(replay ? {} : { snapshot }) })
  const frame = () => buildFrame(definition, actor.getSnapshot())
  actor.start()
  for (const event of replay ?? []) if (event.type !== 'paywall.checkout') actor.send(event)
  actor.subscribe(() => onChange(frame()))
  return {
    frame,
    send: (event) => {
      if (event.type !== 'paywall.checkout') actor.send(event)
    },
    walk: () => {
      const current = frame()
      if (current) for (const event of forwardEvents(current.screen)) actor.send(event)
    },
    stop: () => actor.stop(),
  }
}

/** A visitor's plain way through a screen: the first option, a sample answer, or the next button. */
function forwardEvents(screen: Screen): FunnelEvent[] {
  switch (screen.type) {
    case 'SingleOption':
    case 'YesNo':
    case 'IndianFirst':
      return [{ type: 'answer.select', optionId: screen.options[0].id }]
    case 'MultipleOption': {
      const first = screen.options[0]
      return first ? [{ type: 'answer.toggle', optionId: first.id }, { type: 'nav.next' }] : [{ type: 'nav.next' }]
    }
    case 'Email':
      return [{ type: 'answer.input', value: 'preview@example.com' }, { type: 'nav.next' }]
    case 'Input':
      return [{ type: 'answer.input', value: 'Alex' }, { type: 'nav.next' }]
    default:
      return [{ type: 'nav.next' }]
  }
}

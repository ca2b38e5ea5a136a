import { createActor, SimulatedClock } from 'xstate'
import type { FunnelDefinition } from '../schemas/funnel/definition'
import type { Screen, ScreenType } from '../schemas/screens'
import { createFunnelMachine } from './create-funnel-machine'
import { isChoiceScreen, isLoaderScreen, loadingTimeMs } from './funnel-screens'
import { resolveNextScreen } from './resolve-next-screen'
import { renderTemplate } from './templates'
import type { FunnelContext, FunnelEvent } from './types'

export type WalkedScreen = {
  /** The screen's position in the definition (0-based). */
  index: number
  id: string
  type: ScreenType
  /** The title as the visitor would read it, placeholders filled ('' when the screen has none). */
  title: string
}

export type WalkResult = { screens: WalkedScreen[]; completed: boolean }

export const walkerAnswers = { email: 'walker@example.com', name: 'Alex', text: 'text', planId: 'walker-plan' } as const

/** The default visitor's events on a screen; loaders are handled by advancing the clock. */
function defaultEvents(definition: FunnelDefinition, screen: Screen, context: FunnelContext): FunnelEvent[] {
  if (isChoiceScreen(screen)) return [{ type: 'answer.select', optionId: screen.options[0].id }]
  switch (screen.type) {
    case 'MultipleOption':
      return [
        ...screen.options.slice(0, screen.minSelections).map((option) => ({ type: 'answer.toggle' as const, optionId: option.id })),
        { type: 'nav.next' },
      ]
    case 'Email':
    case 'Input': {
      const value = screen.type === 'Email' ? walkerAnswers.email : walkerAnswers[screen.inputId]
      return [{ type: 'answer.input', value }, { type: 'nav.next' }]
    }
    case 'Paywall':
      // Decline while another screen (the discount paywall) follows; buy on the last one.
      return resolveNextScreen(definition, screen.id, context)
        ? [{ type: 'plan.select', planId: walkerAnswers.planId }, { type: 'nav.next' }]
        : [{ type: 'plan.select', planId: walkerAnswers.planId }, { type: 'paywall.checkout' }]
    default:
      return [{ type: 'nav.next' }]
  }
}

/**
 * Runs the funnel headless along the default answers (first options, a valid email, "Alex"),
 * on a simulated clock so loaders finish at once. Throws when the walk gets stuck.
 */
export function walkFunnel(definition: FunnelDefinition, { now }: { now: string }): WalkResult {
  const clock = new SimulatedClock()
  const actor = createActor(createFunnelMachine(definition), { input: { now }, clock }).start()
  const visited: WalkedScreen[] = []
  const maxSteps = definition.screens.length * 3

  try {
    for (let step = 0; actor.getSnapshot().status === 'active'; step++) {
      const { value, context } = actor.getSnapshot()
      const index = definition.screens.findIndex((screen) => screen.id === value)
      const screen = definition.screens[index]
      if (!screen) throw new Error(`walkFunnel(${definition.id}): the machine is in an unknown state ${JSON.stringify(value)}`)
      if (step >= maxSteps) {
        throw new Error(`walkFunnel(${definition.id}): more than ${maxSteps} steps without finishing (last screen "${screen.id}")`)
      }
      visited.push({ index, id: screen.id, type: screen.type, title: renderTemplate(screen.title ?? '', context, definition) })

      if (isLoaderScreen(screen)) clock.increment(loadingTimeMs(definition, screen))
      else defaultEvents(definition, screen, context).forEach((event) => actor.send(event))

      const after = actor.getSnapshot()
      if (after.status === 'active' && after.value === screen.id) {
        throw new Error(
          `walkFunnel(${definition.id}): stuck on screen "${screen.id}" (${screen.type}, screens[${index}]) — ` +
            'the default answers do not pass its checks or no screen follows it',
        )
      }
    }
    const end = actor.getSnapshot()
    if (end.status === 'error') throw new Error(`walkFunnel(${definition.id}): the machine failed: ${String(end.error)}`)
    return { screens: visited, completed: end.status === 'done' }
  } finally {
    actor.stop()
  }
}

import { assign, setup } from 'xstate'
import type { FunnelDefinition } from '../schemas/funnel/definition'
import type { Screen } from '../schemas/screens'
import { canToggle, commitInput, selectOption, storeDraft, toggleOption } from './answers'
import { endsOnNext, isChoiceScreen, isInputScreen, isLoaderScreen, loadingTimeMs } from './funnel-screens'
import { resolveNextScreen } from './resolve-next-screen'
import { COMPLETED, type FunnelContext, type FunnelEvent, type FunnelInput, type PersistedFunnel, type TrackParams } from './types'
import { normalizeEmail, normalizeText, selectionAllowed } from './validation'

type OnScreen = { screenId: string }

/** Each loader has its own named delay, so the app or a test can change one with `provide({ delays })`. */
export function loaderDelayName(screenId: string): string {
  return `loadingTime:${screenId}`
}

/** Where `nav.next` leads from a screen with the answers so far; `completed` past a final onboarding slide. */
export function resolveTarget(definition: FunnelDefinition, screen: Screen, context: FunnelContext): string | undefined {
  return resolveNextScreen(definition, screen.id, context) ?? (endsOnNext(screen) ? COMPLETED : undefined)
}

/** Named guards and actions of a funnel machine; `track` and `persist` are no-ops the app provides. */
export function funnelSetup(definition: FunnelDefinition) {
  const screens = new Map(definition.screens.map((screen) => [screen.id, screen]))
  const screenOf = (screenId: string) => screens.get(screenId)
  const draftOf = (context: FunnelContext, screenId: string) => context.drafts[screenId] ?? ''

  return setup({
    types: {
      context: {} as FunnelContext,
      events: {} as FunnelEvent,
      input: {} as FunnelInput,
    },
    guards: {
      hasChoice: ({ context }, { screenId }: OnScreen) => context.answers[screenId] !== undefined,
      hasEnoughSelections: ({ context }, { screenId }: OnScreen) => {
        const screen = screenOf(screenId)
        const answer = context.answers[screenId]
        const count = answer && Array.isArray(answer.data) ? answer.data.length : 0
        return screen?.type === 'MultipleOption' && selectionAllowed(screen, count)
      },
      isValidEmail: ({ context }, { screenId }: OnScreen) => normalizeEmail(draftOf(context, screenId)) !== undefined,
      hasName: ({ context }, { screenId }: OnScreen) => normalizeText(draftOf(context, screenId)) !== undefined,
      hasText: ({ context }, { screenId }: OnScreen) => normalizeText(draftOf(context, screenId)) !== undefined,
      isOption: ({ event }, { screenId }: OnScreen) => {
        const screen = screenOf(screenId)
        if (event.type !== 'answer.select' || !screen || !('options' in screen)) return false
        return screen.options.some((option) => option.id === event.optionId)
      },
      canToggle: ({ context, event }, { screenId }: OnScreen) => {
        const screen = screenOf(screenId)
        return event.type === 'answer.toggle' && screen?.type === 'MultipleOption' && canToggle(context, screen, event.optionId)
      },
      nextIs: ({ context }, { from, target }: { from: string; target: string }) => {
        const screen = screenOf(from)
        return !!screen && resolveTarget(definition, screen, context) === target
      },
      historyTopIs: ({ context }, { screenId }: OnScreen) => context.history.at(-1) === screenId,
      isPlan: ({ event }) => event.type === 'plan.select' && event.planId.trim() !== '',
      hasPlan: ({ context, event }) => event.type === 'paywall.checkout' && !!(event.planId?.trim() || context.planId),
    },
    actions: {
      track: (_, _params: TrackParams) => {},
      persist: (_, _params: PersistedFunnel) => {},
      recordSelection: assign(({ context, event }, { screenId }: OnScreen) => {
        const screen = screenOf(screenId)
        if (event.type !== 'answer.select' || !screen || !isChoiceScreen(screen)) return {}
        return selectOption(context, definition, screen, event.optionId)
      }),
      recordToggle: assign(({ context, event }, { screenId }: OnScreen) => {
        const screen = screenOf(screenId)
        if (event.type !== 'answer.toggle' || screen?.type !== 'MultipleOption') return {}
        return toggleOption(context, definition, screen, event.optionId)
      }),
      storeDraft: assign(({ context, event }, { screenId }: OnScreen) => {
        const screen = screenOf(screenId)
        if (event.type !== 'answer.input' || !screen || !isInputScreen(screen)) return {}
        return storeDraft(context, screen, event.value)
      }),
      commitInput: assign(({ context }, { screenId }: OnScreen) => {
        const screen = screenOf(screenId)
        return screen && isInputScreen(screen) ? commitInput(context, definition, screen) : {}
      }),
      /** A paywall opens with its default plan chosen, unless one was chosen before. */
      chooseDefaultPlan: assign(({ context }, { screenId }: OnScreen) => {
        const planId = context.defaultPlans[screenId]
        return context.planId || !planId ? {} : { planId }
      }),
      selectPlan: assign(({ context, event }) => {
        const planId = event.type === 'plan.select' || event.type === 'paywall.checkout' ? event.planId?.trim() : undefined
        return { planId: planId || context.planId }
      }),
      pushHistory: assign(({ context }, { screenId }: OnScreen) => ({ history: [...context.history, screenId] })),
      popHistory: assign(({ context }) => ({ history: context.history.slice(0, -1) })),
    },
    delays: Object.fromEntries(
      definition.screens.flatMap((screen) =>
        isLoaderScreen(screen) ? [[loaderDelayName(screen.id), loadingTimeMs(definition, screen)]] : [],
      ),
    ),
  })
}

export type FunnelSetup = ReturnType<typeof funnelSetup>
/** A screen's state: a leaf (no `states`), so the machine's state value types as a plain string. */
export type FunnelStateConfig = Omit<Parameters<FunnelSetup['createStateConfig']>[0], 'states'>

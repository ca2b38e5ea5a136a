import { and } from 'xstate'
import type { FunnelDefinition } from '../schemas/funnel/definition'
import type { Screen } from '../schemas/screens'
import { endsOnNext, type InputScreen, isChoiceScreen, isLoaderScreen } from './funnel-screens'
import { type FunnelSetup, type FunnelStateConfig, loaderDelayName } from './funnel-setup'
import { persistedFromContext } from './persisted-funnel'
import type { PossibleRoutes } from './possible-targets'
import { COMPLETED, type FunnelContext, type TrackParams } from './types'

type Validation = 'hasChoice' | 'hasEnoughSelections' | 'isValidEmail' | 'hasName' | 'hasText'

const persistOn = (screenId: string) => ({
  type: 'persist' as const,
  params: ({ context }: { context: FunnelContext }) => persistedFromContext(context, screenId),
})

const track = (params: TrackParams) => ({ type: 'track' as const, params })

const inputCheck = (screen: InputScreen): Validation =>
  screen.type === 'Email' ? 'isValidEmail' : screen.inputId === 'name' ? 'hasName' : 'hasText'

/** The state node of one screen: what each event means on it and where it may lead. */
export function screenState(
  machineSetup: FunnelSetup,
  definition: FunnelDefinition,
  routes: PossibleRoutes,
  screen: Screen,
): FunnelStateConfig {
  const screenId = screen.id
  const onScreen = { screenId }
  const possible = routes.next.get(screenId)
  const targets = [...(possible?.screens ?? []), ...(possible?.mayEnd && endsOnNext(screen) ? [COMPLETED] : [])]

  // One guarded transition per possible target: `nextIs` asks the resolver which one applies now.
  const forward = (validation?: Validation, commit: 'commitInput'[] = []) =>
    targets.map((target) => {
      const nextIs = { type: 'nextIs' as const, params: { from: screenId, target } }
      return {
        guard: validation ? and([{ type: validation, params: onScreen }, nextIs]) : nextIs,
        target,
        actions: [...commit.map((type) => ({ type, params: onScreen })), { type: 'pushHistory' as const, params: onScreen }],
      }
    })

  const back = (routes.previous.get(screenId) ?? []).map((previous) => ({
    guard: { type: 'historyTopIs' as const, params: { screenId: previous } },
    target: previous,
    actions: 'popHistory' as const,
  }))

  const index = definition.screens.indexOf(screen)
  const presented = { screenId, index, screenType: screen.type }
  const entry = [
    track({ event: 'screen.presented', ...presented }),
    ...(screen.type === 'Email' ? [track({ event: 'registration.presented', ...presented })] : []),
    ...(screen.type === 'Paywall'
      ? [track({ event: 'paywall.presented', ...presented }), { type: 'chooseDefaultPlan' as const, params: onScreen }]
      : []),
    persistOn(screenId),
  ]

  return machineSetup.createStateConfig({
    entry,
    on: { 'nav.back': back, ...screenEvents() },
    // Loaders move on by themselves, after their own named delay.
    ...(isLoaderScreen(screen) ? { after: { [loaderDelayName(screenId)]: forward() } } : {}),
  })

  function screenEvents(): FunnelStateConfig['on'] {
    if (isChoiceScreen(screen)) {
      return {
        'answer.select': {
          guard: { type: 'isOption', params: onScreen },
          // Recording and moving on are one macrostep, so a tap is one transition for observers.
          actions: [{ type: 'recordSelection', params: onScreen }, persistOn(screenId), machineSetup.raise({ type: 'nav.next' })],
        },
        'nav.next': forward('hasChoice'),
      }
    }
    switch (screen.type) {
      case 'MultipleOption':
        return {
          'answer.toggle': {
            guard: { type: 'canToggle', params: onScreen },
            actions: [{ type: 'recordToggle', params: onScreen }, persistOn(screenId)],
          },
          'nav.next': forward('hasEnoughSelections'),
        }
      case 'Input':
      case 'Email':
        return {
          'answer.input': { actions: [{ type: 'storeDraft', params: onScreen }, persistOn(screenId)] },
          'nav.next': forward(inputCheck(screen), ['commitInput']),
        }
      case 'Loader':
      case 'LoaderWithPopups':
        return {}
      case 'Paywall':
        return {
          'plan.select': { guard: 'isPlan', actions: ['selectPlan', persistOn(screenId)] },
          'paywall.checkout': {
            guard: 'hasPlan',
            target: COMPLETED,
            actions: ['selectPlan', { type: 'pushHistory', params: onScreen }],
          },
          // Declining: the next screen (the discount paywall) if there is one, otherwise nothing.
          'nav.next': forward(),
        }
      default:
        return { 'nav.next': forward() }
    }
  }
}

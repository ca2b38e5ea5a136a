// Engine modules by file, not the index: the browser's engine chunk then leaves out what it never
// uses (path enumeration and xstate/graph, the CLI's walk).
import { loadingTimeMs } from '@engine/funnel-screens'
import { resolveNextScreen } from '@engine/resolve-next-screen'
import { selectCanContinue, selectCurrentScreen, selectInputValue, selectProgress, selectSelectedOptionIds } from '@engine/selectors'
import type { FunnelEvent, FunnelSnapshotLike } from '@engine/types'
import type { FunnelDefinition } from '@schemas/funnel/definition'
import { buildScreenView } from './screen-view'
import type { FrameState } from './types'

export type PlayableSnapshot = FunnelSnapshotLike & { can: (event: FunnelEvent) => boolean }

/**
 * The player's frame for a snapshot: the screen, its view, the selection, what the buttons may do
 * and the progress. Undefined once the funnel is completed (there is no screen to show).
 */
export function buildFrame(definition: FunnelDefinition, snapshot: PlayableSnapshot, error?: string): FrameState | undefined {
  const screen = selectCurrentScreen(snapshot, definition)
  if (!screen) return undefined
  const nextId = resolveNextScreen(definition, screen.id, snapshot.context)
  const next = definition.screens.find((candidate) => candidate.id === nextId)
  const frame: FrameState = {
    screen,
    view: buildScreenView(snapshot, screen, definition),
    selectedOptionIds: selectSelectedOptionIds(snapshot),
    inputValue: selectInputValue(snapshot),
    canContinue: selectCanContinue(snapshot),
    canGoBack: snapshot.can({ type: 'nav.back' }),
    canDecline: screen.type === 'Paywall' && snapshot.can({ type: 'nav.next' }),
    progress: selectProgress(snapshot, definition),
    isFirstScreen: definition.screens[0]?.id === screen.id,
  }
  if (screen.type === 'Paywall' && snapshot.context.planId) frame.selectedPlanId = snapshot.context.planId
  if (screen.type === 'Loader' || screen.type === 'LoaderWithPopups') {
    frame.loadingSeconds = loadingTimeMs(definition, screen) / 1000
  }
  if (next) frame.nextScreenType = next.type
  if (error) frame.error = error
  return frame
}

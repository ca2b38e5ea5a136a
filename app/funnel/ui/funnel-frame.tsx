import { Form } from '@remix-run/react'
import { type ComponentType, Suspense, useEffect, useMemo } from 'react'
import { loadedRenderer, preloadRenderer, screenRenderers } from '../../screens/registry'
import { ScreenTransition } from '../../screens/screen-transition'
import { type FormFallback, FormFallbackContext } from '../../screens/shared/form-fallback'
import type { FunnelUiEvent, PaywallData, ScreenProps } from '../../screens/types'
import { PlayerChrome } from './player-chrome'
import type { FrameState } from '../rules/types'

export const funnelFormId = 'funnel-form'

type FunnelFrameProps = {
  frame: FrameState
  paywall?: PaywallData
  /** The engine runs in the browser; otherwise every button posts the player's form. */
  live: boolean
  formAction: string
  send: (event: FunnelUiEvent) => void
}

/** The chrome, the current screen's renderer and the form its buttons post when the engine is not running. */
export function FunnelFrame({ frame, paywall, live, formAction, send }: FunnelFrameProps) {
  const { screen } = frame
  const fallback = useMemo<FormFallback>(() => ({ formId: funnelFormId, screenId: screen.id, live }), [screen.id, live])
  // Chosen once per screen: switching between the lazy wrapper and the loaded component would remount it.
  const Renderer = useMemo(
    () => (loadedRenderer(screen.type) ?? screenRenderers[screen.type]) as ComponentType<ScreenProps>,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a screen id always has the same type
    [screen.id],
  )
  useEffect(() => {
    if (frame.nextScreenType) void preloadRenderer(frame.nextScreenType)
  }, [frame.nextScreenType])

  return (
    <FormFallbackContext.Provider value={fallback}>
      <div className="fp" data-screen-type={screen.type} data-engine={live ? 'live' : 'server'}>
        <PlayerChrome frame={frame} send={send} />
        <main className="fp-main">
          <ScreenTransition screenId={screen.id}>
            <Suspense fallback={<ScreenLoading />}>
              <Renderer
                screen={screen}
                view={frame.view}
                selectedOptionIds={frame.selectedOptionIds}
                inputValue={frame.inputValue}
                canContinue={frame.canContinue}
                error={frame.error}
                paywall={paywall}
                selectedPlanId={frame.selectedPlanId}
                loadingSeconds={frame.loadingSeconds}
                isFirstScreen={frame.isFirstScreen}
                send={send}
              />
            </Suspense>
          </ScreenTransition>
        </main>
        <Form id={funnelFormId} method="post" action={formAction} replace preventScrollReset={false}>
          <input type="hidden" name="screenId" value={screen.id} />
        </Form>
      </div>
    </FormFallbackContext.Provider>
  )
}

function ScreenLoading() {
  return (
    <div className="f-screen fp-loading" role="status">
      <span className="fp-spinner" aria-hidden="true" />
      <span className="f-sr-only">Loading the next screen</span>
    </div>
  )
}

import { Form } from '@remix-run/react'
import { type ReactNode, Suspense, useEffect, useMemo } from 'react'
import {
  preloadRenderer,
  ScreenLoading,
  ScreenSlot,
  ScreenTransition,
  type FormFallback,
  FormFallbackContext,
  type FunnelUiEvent,
  type PaywallData,
} from '~/screens'
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
  /** Save offer screens: the offer with the student's prices. */
  saveOffer?: { terms: string }
  /** A way out on every screen (a cancellation flow's "Cancel anyway"). */
  exit?: ReactNode
  /** More hidden fields of the player's form (a cancellation flow's state). */
  fields?: Record<string, string>
}

/** The chrome, the current screen's renderer and the form its buttons post when the engine is not running. */
export function FunnelFrame({ frame, paywall, live, formAction, send, saveOffer, exit, fields }: FunnelFrameProps) {
  const { screen } = frame
  const fallback = useMemo<FormFallback>(() => ({ formId: funnelFormId, screenId: screen.id, live }), [screen.id, live])
  useEffect(() => {
    if (frame.nextScreenType) void preloadRenderer(frame.nextScreenType)
  }, [frame.nextScreenType])

  return (
    <FormFallbackContext.Provider value={fallback}>
      <div className="fp" data-screen-type={screen.type} data-engine={live ? 'live' : 'server'}>
        <PlayerChrome frame={frame} send={send} exit={exit} />
        <main className="fp-main">
          <ScreenTransition screenId={screen.id}>
            <Suspense fallback={<ScreenLoading />}>
              <ScreenSlot
                key={screen.id}
                type={screen.type}
                screen={screen}
                view={frame.view}
                selectedOptionIds={frame.selectedOptionIds}
                inputValue={frame.inputValue}
                canContinue={frame.canContinue}
                error={frame.error}
                paywall={paywall}
                saveOffer={saveOffer}
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
          {Object.entries(fields ?? {}).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
        </Form>
      </div>
    </FormFallbackContext.Provider>
  )
}

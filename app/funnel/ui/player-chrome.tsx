import type { ReactNode } from 'react'
import { handledInBrowser, submitAttributes, useFormFallback, type FunnelUiEvent } from '~/screens'
import type { FrameState } from '../rules/types'

type PlayerChromeProps = {
  frame: FrameState
  send: (event: FunnelUiEvent) => void
  /** A way out shown on every screen in place of "No thanks" (a cancellation flow's "Cancel anyway"). */
  exit?: ReactNode
}

/** Above every screen: back (when there is somewhere to go back to), progress, and on a paywall with a second offer, "No thanks". */
export function PlayerChrome({ frame, send, exit }: PlayerChromeProps) {
  const fallback = useFormFallback()
  const { step, total } = frame.progress
  return (
    <header className="fp-chrome">
      <div className="fp-chrome__bar">
        {frame.canGoBack ? (
          <button
            {...submitAttributes(fallback, 'nav.back')}
            className="fp-back"
            aria-label="Back"
            onClick={(click) => {
              if (handledInBrowser(fallback, click)) send({ type: 'nav.back' })
            }}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path
                d="M15.5 4.5 8 12l7.5 7.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        ) : (
          <span className="fp-chrome__slot" />
        )}
        <div
          className="fp-progress"
          role="progressbar"
          aria-label="Your progress"
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={step}
          aria-valuetext={`Step ${step} of ${total}`}
        >
          <span className="fp-progress__fill" style={{ width: `${Math.round((step / total) * 100)}%` }} />
        </div>
        {exit ? (
          exit
        ) : frame.canDecline ? (
          <button
            {...submitAttributes(fallback, 'nav.next')}
            className="fp-decline"
            onClick={(click) => {
              if (handledInBrowser(fallback, click)) send({ type: 'nav.next' })
            }}
          >
            No thanks
          </button>
        ) : (
          <span className="fp-chrome__slot" />
        )}
      </div>
    </header>
  )
}

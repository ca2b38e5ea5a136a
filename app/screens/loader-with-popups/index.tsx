import { useId } from 'react'
import { ProgressRing } from '../shared/progress-ring'
import { ScreenHeading } from '../shared/screen-heading'
import { defaultLoadingSeconds, useLoadingProgress } from '../shared/use-loading-progress'
import type { ScreenProps } from '../types'

const popupCount = 3

/** Progress over the loading time while up to three reviews pop up one after another. */
export function LoaderWithPopupsScreen(props: ScreenProps<'LoaderWithPopups'>) {
  const { screen, view } = props
  const headingId = useId()
  const seconds = props.loadingSeconds ?? screen.loadingTime ?? defaultLoadingSeconds
  const percent = useLoadingProgress(seconds)
  const popups = screen.feedbacks.slice(0, popupCount)
  // Each popup owns an equal slice of the loading time; none before the clock starts.
  const current = percent > 0 ? popups[Math.min(popups.length - 1, Math.floor((percent / 100) * popups.length))] : undefined

  return (
    <section className="f-screen f-screen--loader" aria-labelledby={headingId}>
      <ProgressRing percent={percent} seconds={seconds} labelledBy={headingId} />
      <ScreenHeading
        id={headingId}
        preTitle={view.preTitle}
        title={view.title ?? screen.loadingText}
        description={view.title ? screen.loadingText : view.description}
      />
      <div className="f-popup-layer">
        {current ? (
          <aside key={popups.indexOf(current)} className="f-popup" aria-label={`Review by ${current.author}`}>
            <p className="f-popup__title">{current.title}</p>
            <p className="f-popup__comment">{current.comment}</p>
            <p className="f-popup__author">{current.author}</p>
          </aside>
        ) : null}
      </div>
    </section>
  )
}

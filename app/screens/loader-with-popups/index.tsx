import { LoaderHeading, useLoaderClock } from '../shared/loader-heading'
import type { ScreenProps } from '../types'

const popupCount = 3

/** Progress over the loading time while up to three reviews pop up one after another. */
export function LoaderWithPopupsScreen(props: ScreenProps<'LoaderWithPopups'>) {
  const { screen, view } = props
  const clock = useLoaderClock(screen, props.loadingSeconds)
  const { percent } = clock
  const popups = screen.feedbacks.slice(0, popupCount)
  // Each popup owns an equal slice of the loading time; none before the clock starts.
  const current = percent > 0 ? popups[Math.min(popups.length - 1, Math.floor((percent / 100) * popups.length))] : undefined

  return (
    <section className="f-screen f-screen--loader" aria-labelledby={clock.headingId}>
      <LoaderHeading screen={screen} view={view} clock={clock} />
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

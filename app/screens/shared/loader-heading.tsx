import { useId } from 'react'
import type { ScreenView } from '../types'
import { ProgressRing } from './progress-ring'
import { ScreenHeading } from './screen-heading'
import { defaultLoadingSeconds, useLoadingProgress } from './use-loading-progress'

type LoaderLike = { loadingText: string; loadingTime?: number }

/** The clock both loader screens run on: the engine's seconds, else the screen's, else the default. */
export function useLoaderClock(screen: LoaderLike, loadingSeconds: number | undefined) {
  const headingId = useId()
  const seconds = loadingSeconds ?? screen.loadingTime ?? defaultLoadingSeconds
  return { headingId, seconds, percent: useLoadingProgress(seconds) }
}

/** Progress ring and heading shared by the two loader screens. */
export function LoaderHeading(props: { screen: LoaderLike; view: ScreenView; clock: ReturnType<typeof useLoaderClock> }) {
  const { screen, view, clock } = props
  return (
    <>
      <ProgressRing percent={clock.percent} seconds={clock.seconds} labelledBy={clock.headingId} />
      <ScreenHeading
        id={clock.headingId}
        preTitle={view.preTitle}
        title={view.title ?? screen.loadingText}
        description={view.title ? screen.loadingText : view.description}
      />
    </>
  )
}

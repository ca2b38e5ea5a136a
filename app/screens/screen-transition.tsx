import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { ArrivedByTapContext } from './shared/after-arrival'
import { afterNextPaint } from './shared/after-paint'
import { usePrefersReducedMotion } from './shared/use-reduced-motion'

// The browser's own animation (WAAPI), on opacity and transform only, so it runs off the main
// thread: no animation library in the funnel's JavaScript (issue #33's budget).
const arrival: Keyframe[] = [
  { opacity: 0, transform: 'translateX(24px)' },
  { opacity: 1, transform: 'none' },
]
const arrivalTiming: KeyframeAnimationOptions = { duration: 250, easing: 'ease-out' }

type ScreenTransitionProps = {
  /** The current screen's id: a new id remounts and animates the content in. */
  screenId: string
  children: ReactNode
}

/**
 * Fades and slides each new screen in and moves focus to its h1, so keyboard and screen-reader
 * users start at the top of the new screen. The first screen is neither animated nor focused.
 */
export function ScreenTransition({ screenId, children }: ScreenTransitionProps) {
  const reduced = usePrefersReducedMotion()
  const containerRef = useRef<HTMLDivElement>(null)
  const [firstScreenId] = useState(screenId)
  const [navigated, setNavigated] = useState(false)
  if (!navigated && screenId !== firstScreenId) setNavigated(true)

  // Before the new screen is painted, so it never shows in place for a frame before sliding in.
  useLayoutEffect(() => {
    const screen = containerRef.current?.firstElementChild
    if (!navigated || reduced || !screen || typeof screen.animate !== 'function') return
    const animation = screen.animate(arrival, arrivalTiming)
    return () => animation.cancel()
  }, [navigated, reduced, screenId])

  useEffect(() => {
    const container = containerRef.current
    if (!navigated || !container) return
    return focusHeadingWhenPresent(container)
  }, [navigated, screenId])

  return (
    <div ref={containerRef} className="f-transition">
      <div key={screenId}>
        <ArrivedByTapContext.Provider value={navigated}>{children}</ArrivedByTapContext.Provider>
      </div>
    </div>
  )
}

/**
 * Renderers load lazily, so the heading may appear only after the chunk arrives: wait for it.
 * Focus moves after the new screen is painted: focusing inside the tap's own task made the browser
 * lay the new screen out an extra time before painting it (issue #12: ~20% of a tap's work).
 */
function focusHeadingWhenPresent(container: HTMLElement): () => void {
  let cancelFocus = () => {}
  const focus = () => {
    const heading = container.querySelector<HTMLElement>('h1')
    if (!heading) return false
    cancelFocus = afterNextPaint(() => heading.isConnected && heading.focus())
    return true
  }
  if (focus()) return cancelFocus
  const observer = new MutationObserver(() => {
    if (focus()) observer.disconnect()
  })
  observer.observe(container, { childList: true, subtree: true })
  const timeout = window.setTimeout(() => observer.disconnect(), 10_000)
  return () => {
    observer.disconnect()
    window.clearTimeout(timeout)
    cancelFocus()
  }
}

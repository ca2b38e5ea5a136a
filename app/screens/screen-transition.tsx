import { LazyMotion, m } from 'framer-motion'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { ArrivedByTapContext } from './shared/after-arrival'
import { afterNextPaint } from './shared/after-paint'
import { usePrefersReducedMotion } from './shared/use-reduced-motion'

// The animation features arrive in their own chunk after the first paint; until then `m.div`
// renders plainly, which is also what the first screen needs (no animation, no hidden SSR HTML).
const loadFeatures = () => import('./shared/motion-features').then((mod) => mod.domAnimation)

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

  useEffect(() => {
    const container = containerRef.current
    if (!navigated || !container) return
    return focusHeadingWhenPresent(container)
  }, [navigated, screenId])

  return (
    <LazyMotion features={loadFeatures} strict>
      <div ref={containerRef} className="f-transition">
        <m.div
          key={screenId}
          initial={navigated && !reduced ? { opacity: 0, x: 24 } : false}
          animate={{ opacity: 1, x: 0 }}
          transition={{ duration: 0.25, ease: 'easeOut' }}
        >
          <ArrivedByTapContext.Provider value={navigated}>{children}</ArrivedByTapContext.Provider>
        </m.div>
      </div>
    </LazyMotion>
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

import type { ScreenType } from '@schemas/screens'
import { preloadRenderer } from '~/screens'

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number }

/**
 * Fetches the renderers of every screen the funnel can still show, one after another in idle
 * time, so a connection that drops later does not stop the visitor at a screen whose code never
 * arrived. Returns a function that stops what has not started yet.
 */
export function prefetchRenderers(types: readonly ScreenType[], win: IdleWindow = window): () => void {
  const waiting = [...new Set(types)]
  let stopped = false
  const whenIdle = (next: () => void) =>
    typeof win.requestIdleCallback === 'function' ? win.requestIdleCallback(next, { timeout: 2000 }) : win.setTimeout(next, 200)
  const step = () => {
    const type = waiting.shift()
    if (stopped || !type) return
    void preloadRenderer(type).then(() => whenIdle(step))
  }
  whenIdle(step)
  return () => {
    stopped = true
  }
}

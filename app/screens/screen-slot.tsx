import { type ComponentType, use, useCallback, useEffect, useState } from 'react'
import type { ScreenType } from '@schemas/screens'
import { loadedRenderer, loadRenderer, preloadRenderer } from './registry'
import type { ScreenProps } from './types'

/** How long to wait before fetching a renderer again after a failure, when no `online` event comes first. */
export const retryAfterMs = 4000

type Slot = { renderer?: ComponentType<ScreenProps>; failed: boolean }

// One promise per type for `use` (the same object on every render, kept once settled); it never
// rejects. After a failure it stays settled as undefined: the slot's own retries take over.
const firstLoads = new Map<ScreenType, Promise<ComponentType<ScreenProps> | undefined>>()
function firstLoad(type: ScreenType) {
  let load = firstLoads.get(type)
  if (!load) {
    load = preloadRenderer(type) as Promise<ComponentType<ScreenProps> | undefined>
    firstLoads.set(type, load)
  }
  return load
}

/**
 * Renders a screen with its type's renderer. When the renderer's code has not arrived, shows a
 * spinner while fetching it; when it cannot be fetched (the connection dropped), says so in place
 * of the screen and tries again — on reconnecting, every few seconds, or on a tap — instead of
 * failing the page. The funnel's progress is the engine's, so nothing is lost meanwhile.
 */
export function ScreenSlot({ type, ...props }: ScreenProps & { type: ScreenType }) {
  const [slot, setSlot] = useState<Slot>({ failed: false })
  const [attempt, setAttempt] = useState(0)
  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  const known = slot.renderer ?? (loadedRenderer(type) as ComponentType<ScreenProps> | undefined)

  useEffect(() => {
    if (known) return
    let cancelled = false
    let timer: number | undefined
    loadRenderer(type).then(
      (renderer) => {
        if (!cancelled) setSlot({ renderer: renderer as ComponentType<ScreenProps>, failed: false })
      },
      () => {
        if (cancelled) return
        setSlot({ failed: true })
        timer = window.setTimeout(retry, retryAfterMs)
      },
    )
    window.addEventListener('online', retry)
    return () => {
      cancelled = true
      window.clearTimeout(timer)
      window.removeEventListener('online', retry)
    }
  }, [type, attempt, known, retry])

  // The first render waits for the code inside the player's <Suspense> (while hydrating, React
  // keeps the server's HTML meanwhile); a fetch that failed resolves to undefined. `use` comes
  // after every hook: React replays a suspended render, and by then the code has arrived, so the
  // replay skips `use` — a hook after it would then be read as an update of a mounting component
  // (React errors #467 and #520, in the studio's phone preview on every load).
  const Renderer = known ?? use(firstLoad(type))

  if (Renderer) return <Renderer {...props} />
  if (slot.failed) return <ScreenOffline onRetry={retry} />
  return <ScreenLoading />
}

export function ScreenLoading() {
  return (
    <div className="f-screen fp-loading" role="status">
      <span className="fp-spinner" aria-hidden="true" />
      <span className="f-sr-only">Loading the next screen</span>
    </div>
  )
}

function ScreenOffline({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="f-screen fp-loading fp-offline">
      <h1 className="f-title">You seem to be offline</h1>
      <p className="f-description" role="status">
        This screen will appear as soon as your connection is back. Your answers so far are kept.
      </p>
      <button type="button" className="f-button f-button--secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  )
}

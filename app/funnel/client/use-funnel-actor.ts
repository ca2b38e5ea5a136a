import { useNavigation } from '@remix-run/react'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { FunnelUiEvent } from '~/screens'
import type { Driver, DriverHooks } from './engine-driver'
import type { FrameState, FunnelPageData } from '../rules/types'
import { prefetchRenderers } from './prefetch-renderers'

export type FunnelActor = {
  /** The engine runs in the browser; before that, screens work as a plain form post. */
  live: boolean
  /** The engine's frame; undefined before it runs and once the funnel is completed. */
  frame: FrameState | undefined
  completed: boolean
  send: (event: FunnelUiEvent) => void
  flush: () => Promise<void>
}

const loadDriver = () => import('./engine-driver')
const noSubscription = () => () => undefined
const ignore = () => undefined
const nothingToFlush = () => Promise.resolve()

export type FunnelActorOptions = {
  /**
   * When the other screens' renderers are fetched: `idle` once the engine runs (a funnel page: the
   * funnel goes on if the connection drops), `first-tap` once the visitor has answered the first
   * screen (/home's onboarding modal: a student who only glances at it costs no more script).
   */
  prefetch?: 'idle' | 'first-tap'
}

/**
 * Starts the funnel engine once the page has hydrated, loading it (XState included) with a
 * dynamic import so it is not part of the first screen's JavaScript. It waits for a form post
 * still on its way, so it starts from the screen that post leads to. Once it runs, the other
 * screens' renderers follow in idle time (see `prefetch`).
 */
export function useFunnelActor(page: FunnelPageData, hooks: DriverHooks, { prefetch = 'idle' }: FunnelActorOptions = {}): FunnelActor {
  const [driver, setDriver] = useState<Driver>()
  const idle = useNavigation().state === 'idle'
  const latest = useRef({ page, hooks })
  latest.current = { page, hooks }

  useEffect(() => {
    void loadDriver().catch(() => undefined)
  }, [])

  const started = useRef<Driver | undefined>(undefined)
  useEffect(() => {
    if (!idle || started.current) return
    let cancelled = false
    loadDriver()
      .then(({ startDriver }) => {
        if (cancelled || started.current) return
        const hooks = latest.current.hooks
        started.current = startDriver(latest.current.page, {
          checkout: (planId) => latest.current.hooks.checkout(planId),
          ...(hooks.openLesson ? { openLesson: (screenId, saved) => latest.current.hooks.openLesson?.(screenId, saved) } : {}),
        })
        setDriver(started.current)
      })
      .catch(() => undefined)
    return () => {
      cancelled = true
    }
  }, [idle])
  useEffect(() => () => started.current?.stop(), [])
  const [tapped, setTapped] = useState(false)
  const prefetching = driver !== undefined && (prefetch === 'idle' || tapped)
  useEffect(() => {
    if (!prefetching) return
    return prefetchRenderers(latest.current.page.definition.screens.map((screen) => screen.type))
  }, [prefetching])
  const send = driver?.send ?? ignore

  const frame = useSyncExternalStore(
    driver?.subscribe ?? noSubscription,
    () => driver?.getFrame(),
    () => undefined,
  )
  return {
    live: driver !== undefined,
    frame,
    completed: driver !== undefined && frame === undefined,
    send:
      prefetch === 'idle'
        ? send
        : (event) => {
            setTapped(true)
            send(event)
          },
    flush: driver?.flush ?? nothingToFlush,
  }
}

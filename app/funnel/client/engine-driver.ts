// Loaded with a dynamic import right after hydration: XState and the engine stay off the first
// screen's critical path. Until this arrives, the first screen works as a plain form post.
import { createActor } from 'xstate'
import { createFunnelMachine } from '@engine/create-funnel-machine'
import { toPersistedFunnel } from '@engine/persisted-funnel'
import { restoreFunnelSnapshot } from '@engine/restore'
import { selectCurrentScreen } from '@engine/selectors'
import type { PersistedFunnel } from '@engine/types'
import type { FunnelUiEvent } from '~/screens'
import { readStoredState, rememberVisitor, writeFunnelStorage } from './client-storage'
import { createEventQueue, toEventPayload } from './event-queue'
import { buildFrame } from '../rules/frame'
import { refusalMessage } from '../rules/refusal'
import { newestState, resumable } from '../rules/resume'
import { createSessionSaver } from './session-saver'
import type { FrameState, FunnelPageData } from '../rules/types'

export type Driver = {
  subscribe: (listener: () => void) => () => void
  /** The current frame; undefined once the funnel is completed. */
  getFrame: () => FrameState | undefined
  send: (event: FunnelUiEvent) => void
  /** Sends whatever progress and events are still waiting. */
  flush: () => Promise<void>
  stop: () => void
}

export type DriverHooks = {
  checkout: (planId: string | undefined) => void
  /**
   * Inside the app (the product onboarding modal): `nav.next` on an IntroLesson screen moves on and
   * then hands over to the real lesson; `saved` settles once that progress has been sent, so the
   * return from the lesson resumes past it. Without this hook the screen just moves on.
   */
  openLesson?: (screenId: string, saved: Promise<void>) => void
}

/**
 * Runs the funnel in the browser: resumes the newest saved progress (the server's or this tab's),
 * keeps sessionStorage and the server session up to date, reports events in batches and turns
 * snapshots into the player's frames.
 */
export function startDriver(page: FunnelPageData, hooks: DriverHooks): Driver {
  const { definition } = page
  const saver = createSessionSaver({ funnelId: definition.id, variant: page.variant, preview: page.preview })
  // Progress first: the server counts events only as far as the progress it has seen.
  const events = createEventQueue(undefined, undefined, { preview: page.preview, before: () => saver.flush() })
  const machine = createFunnelMachine(definition).provide({
    actions: {
      track: (_, params) => events.push(toEventPayload(params, definition.id, page.variant)),
      persist: (_, persisted) => remember({ ...persisted, savedAt: new Date().toISOString() }),
    },
  })
  function remember(state: PersistedFunnel) {
    writeFunnelStorage(definition, state)
    saver.save(state)
  }

  rememberVisitor(page.visitorId)
  const defaultPlans = defaultPlansOf(page)
  const restore = (state: unknown) => restoreFunnelSnapshot(resumable(state), { machine, definition, now: page.now, defaultPlans })
  // The newest progress the engine can resume: a newer copy in this tab that it cannot (another
  // version, corrupt) must not hide the server's, which a fresh start would then save over.
  const saved = newestState(...[page.persisted, readStoredState(definition.id)].filter((state) => restore(state) !== undefined))
  const snapshot = restore(saved)
  const actor = createActor(machine, { input: { now: page.now, defaultPlans }, ...(snapshot ? { snapshot } : {}) })

  let error: string | undefined
  let frame: FrameState | undefined
  const listeners = new Set<() => void>()
  const refresh = () => {
    frame = buildFrame(definition, actor.getSnapshot(), error)
    for (const listener of listeners) listener()
  }
  actor.subscribe(refresh)
  actor.start()
  // A resumed snapshot runs no entry actions, so nothing was saved yet: keep this tab (and, when
  // this tab was ahead, the server) in step with what is shown.
  if (snapshot) {
    const resumed = toPersistedFunnel(actor.getSnapshot(), (saved as PersistedFunnel).savedAt ?? page.now)
    if (saved === page.persisted) writeFunnelStorage(definition, resumed)
    else remember(resumed)
  }
  refresh()
  // The saver's page-hide beacon is registered first, so it leaves before the events' one.
  saver.start()
  events.start()

  const flush = async () => {
    await saver.flush()
    await events.flush()
  }

  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getFrame: () => frame,
    send(event) {
      if (event.type === 'paywall.checkout') {
        void flush().then(() => hooks.checkout(event.planId ?? actor.getSnapshot().context.planId))
        return
      }
      const before = actor.getSnapshot()
      if (event.type === 'nav.next' && !before.can(event)) {
        const screen = selectCurrentScreen(before, definition)
        error = screen ? refusalMessage(screen) : undefined
        refresh()
        return
      }
      const hadError = error !== undefined
      error = undefined
      actor.send(event)
      if (hadError && actor.getSnapshot() === before) refresh()
      const left = event.type === 'nav.next' ? selectCurrentScreen(before, definition) : undefined
      if (left?.type === 'IntroLesson' && hooks.openLesson && actor.getSnapshot() !== before) hooks.openLesson(left.id, flush())
    },
    flush,
    stop() {
      actor.stop()
      saver.stop()
      events.stop()
    },
  }
}

/** Each paywall opens with the plan at its `defaultPlanIndex` chosen (the middle one), else its first. */
function defaultPlansOf(page: FunnelPageData): Record<string, string> {
  return Object.fromEntries(
    Object.entries(page.paywalls).flatMap(([screenId, paywall]) => {
      const plan = paywall.plans[paywall.defaultPlanIndex] ?? paywall.plans[0]
      return plan ? [[screenId, plan.id]] : []
    }),
  )
}

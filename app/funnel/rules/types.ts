import type { PersistedFunnel } from '@engine/types'
import type { FunnelDefinition } from '@schemas/funnel/definition'
import type { Screen, ScreenType } from '@schemas/screens'
import type { PaywallData, ScreenView } from '~/screens'

/**
 * Everything the player shows for the current screen, worked out from an engine snapshot: by the
 * server for the first paint, then by the engine in the browser. Plain JSON.
 */
export type FrameState = {
  screen: Screen
  view: ScreenView
  selectedOptionIds: string[]
  inputValue: string
  canContinue: boolean
  canGoBack: boolean
  /** A paywall followed by another (the discount offer): the visitor may decline and move on. */
  canDecline: boolean
  selectedPlanId?: string
  loadingSeconds?: number
  /** 1-based step of the current screen and the number of screens. */
  progress: { step: number; total: number }
  isFirstScreen: boolean
  /** Where `nav.next` would lead now, so its renderer can be fetched ahead. */
  nextScreenType?: ScreenType
  /** Why the last `nav.next` was refused, for the visitor. */
  error?: string
}

export type FunnelMode = 'onboarding' | 'experiment'

/** What the funnel routes' loader hands the player. */
export type FunnelPageData = {
  funnel: { id: string; title: string; version: number }
  definition: FunnelDefinition
  mode: FunnelMode
  /** The /experiment variant this visitor was given; recorded with every event. */
  variant?: string
  preview: boolean
  visitorId: string
  /** When the session started; `{{date:+28d}}` counts from it. */
  now: string
  /** The server session's saved progress, if the visitor has one. */
  persisted: PersistedFunnel | null
  frame: FrameState
  /** Plans, reviews and FAQ per paywall screen, in the visitor's currency. */
  paywalls: Record<string, PaywallData>
  /** Built chunks of the current screen's renderer, preloaded with the page. */
  preload: string[]
}

/** The 404 of an unknown funnel id: the live funnels, to link to instead. */
export type FunnelNotFound = { funnelId: string; mode: FunnelMode; funnels: { funnelId: string; title: string }[] }

import type { Answer } from '../schemas/funnel/answer'

/** The final state every funnel ends in; no screen may use this id. */
export const COMPLETED = 'completed'

export type FunnelContext = {
  funnelId: string
  version: number
  /** Screens actually shown before the current one, oldest first (what `nav.back` pops). */
  history: string[]
  answers: Record<string, Answer>
  /** What is typed on Input and Email screens, kept per screen until it is committed by `nav.next`. */
  drafts: Record<string, string>
  email?: string
  name?: string
  consent?: boolean
  planId?: string
  /** ISO date the session started; `{{date:+28d}}` counts from it so copy is deterministic. */
  now: string
  /** The plan each paywall opens with chosen, by paywall screen id (input; never saved). */
  defaultPlans: Record<string, string>
}

export type FunnelInput = {
  now: string
  /** The app knows the plans (they come from the CMS): which one each paywall screen opens with. */
  defaultPlans?: Record<string, string>
}

export type FunnelEvent =
  | { type: 'answer.select'; optionId: string }
  | { type: 'answer.toggle'; optionId: string }
  | { type: 'answer.input'; value: string }
  | { type: 'nav.next' }
  | { type: 'nav.back' }
  | { type: 'plan.select'; planId: string }
  | { type: 'paywall.checkout'; planId?: string }

export type TrackEventName = 'funnel.started' | 'screen.presented' | 'funnel.completed' | 'registration.presented' | 'paywall.presented'

export type TrackParams = {
  event: TrackEventName
  screenId?: string
  index?: number
  screenType?: string
}

/**
 * What survives a reload: plain JSON, written by the app's `persist` action — the context without
 * the session clock and the default plans, plus the screen to resume on (or `completed`).
 */
export type PersistedFunnel = Omit<FunnelContext, 'now' | 'defaultPlans'> & { screenId: string; savedAt?: string }

/** The part of a machine snapshot the selectors read; any funnel snapshot fits. */
export type FunnelSnapshotLike = { value: unknown; context: FunnelContext }

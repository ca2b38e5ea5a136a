import type { FrameState } from './types'

/**
 * Where a student is in a cancellation flow, carried by the page's forms and links: the taps so
 * far (replayed through the engine on every request, so only the attempt is stored, from the
 * Cancel tap on), the attempt, and whether its offer could be made to them.
 */
export type FlowState = { subscriptionId: string; attemptId?: string; taps: string[]; offered?: boolean }

/** What the cancel page shows: a screen of the flow, the confirm step of Cancel anyway, or the outcome. */
export type CancellationPage =
  | { view: 'screen'; planName: string; frame: FrameState; terms?: string; state: FlowState }
  | { view: 'confirm'; planName: string; endDate: string; state: FlowState }
  | { view: 'done'; outcome: 'saved' | 'cancelled'; message: string }

export const cancellationPath = '/profile/settings/subscriptions/cancel'

/**
 * Where the flow's forms post: the page's own address with its subscription, so that a post made
 * before JavaScript (the browser then also reads the page again) finds the subscription too.
 */
export function flowAction(state: FlowState): string {
  return `${cancellationPath}?${new URLSearchParams({ subscription: state.subscriptionId }).toString()}`
}

/** Where an answer (an offer taken, a cancellation confirmed) redirects: the flow's address with its attempt, which shows how it ended. */
export function outcomePath(subscriptionId: string, attemptId: string): string {
  return `${cancellationPath}?${new URLSearchParams({ subscription: subscriptionId, attempt: attemptId }).toString()}`
}

/** The hidden fields every form of the flow posts. */
export function flowFields(state: FlowState): Record<string, string> {
  return {
    subscription: state.subscriptionId,
    ...(state.attemptId ? { attempt: state.attemptId } : {}),
    ...(state.taps.length > 0 ? { taps: state.taps.join(' ') } : {}),
    ...(state.offered ? { offered: '1' } : {}),
  }
}

/** Cancel anyway: the confirm step, keeping the reason and the attempt when there are any. */
export function confirmHref(state: FlowState): string {
  const { offered: _offered, ...fields } = flowFields(state)
  return `${cancellationPath}?${new URLSearchParams({ ...fields, confirm: '1' }).toString()}`
}

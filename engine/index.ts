// The funnel engine: pure logic over a funnel definition. No I/O, no timers outside XState, no zod.
export { createFunnelMachine, type FunnelMachine } from './create-funnel-machine'
export { loaderDelayName } from './funnel-setup'
export { loadingTimeMs } from './funnel-screens'
export { deriveLevel, type TextMark } from './level'
export { enumerateFunnelPaths, enumerateFunnelRoutes, type FunnelPaths, type FunnelRoute } from './paths'
export { toPersistedFunnel } from './persisted-funnel'
export { restoreFunnelSnapshot } from './restore'
export { conditionHolds, resolveNextScreen } from './resolve-next-screen'
export {
  type RecalledAnswer,
  selectCanContinue,
  selectCurrentScreen,
  selectCurrentScreenId,
  selectInputValue,
  selectProgress,
  selectRecalledAnswer,
  selectSelectedOptionIds,
} from './selectors'
export { formatMonthYear, renderTemplate } from './templates'
export {
  COMPLETED,
  type FunnelContext,
  type FunnelEvent,
  type FunnelInput,
  type FunnelSnapshotLike,
  type PersistedFunnel,
  type TrackEventName,
  type TrackParams,
} from './types'
export { normalizeEmail, normalizeText } from './validation'
export { type WalkedScreen, type WalkResult, walkFunnel } from './walk'
export {
  createSubscriptionUpdateMachine,
  type SubscriptionStatusResult,
  type SubscriptionUpdateContext,
  type SubscriptionUpdateEvent,
  type SubscriptionUpdateInput,
  type SubscriptionUpdateMachine,
  subscriptionPollIntervalMs,
} from './subscription-poller'
export {
  createUpsellFlowMachine,
  selectCurrentOffer,
  type UpsellChargeInput,
  type UpsellChargeResult,
  type UpsellFlowContext,
  type UpsellFlowEvent,
  type UpsellFlowInput,
  type UpsellFlowMachine,
} from './upsell-flow'

// The server half of app/payments/'s public entry (its *.server modules); the rest is index.ts.
export { attachOrderToStudent, claimPaidOrder } from './server/attach-order.server'
export type { Attempt } from './server/attempts.server'
export {
  cancelSubscription,
  getTransaction,
  listSubscriptions,
  listTransactions,
  ownSubscriptionView,
  refuseUnlessCancellable,
  resumeSubscription,
  type SubscriptionView,
} from './server/billing.server'
export { findBuyerOrder, parseOrderId } from './server/buyer-order.server'
export { endPause } from './server/end-pause.server'
export { chargeEvents } from './server/charge-events.server'
export { currentSubscription, paidUpStatuses } from './server/current-subscription.server'
export { createPendingOrder, createStudentOrder } from './server/order.server'
export { payOrder } from './server/pay-order.server'
export { loadPaymentMethod, portalUrl } from './server/payment-method.server'
export { loadPaymentOutcome } from './server/payment-outcome.server'
export { loadPaymentPage } from './server/payment-page.server'
export { loadPlans, planSetOf, toPlanView } from './server/paywall-plans.server'
export { checkUpdate, listTransitions, type PlanView, updateSubscription } from './server/plan-change.server'
export { planByPlanId } from './server/plans.server'
export { periodOf } from './server/save-offer-terms.server'
export { loadRenewPaywall, startRenewCheckout } from './server/renew-paywall.server'
export { renewDueSubscriptions } from './server/renewals.server'
export { cardFor } from './server/saved-cards.server'
export { simulatorPort } from './server/simulator-port.server'
export { paymentsSimulatorProtocol } from './server/simulator-protocol.server'
export { sweepPayments } from './server/sweep.server'
export {
  afterPurchaseTarget,
  buyUpsell,
  checkPurchased,
  listAddOns,
  listUpsellOffers,
  ownedPacks,
  packOwnerships,
  saveUpsellIndex,
  upsellCharges,
  upsellPage,
} from './server/upsells.server'
export { handleWebhook } from './server/webhook.server'
export {
  acceptSaveOffer,
  cancelFromAttempt,
  type CancellationReason,
  type CancellationStart,
  type CheaperPlan,
  type OfferTerms,
  type SaveOfferResult,
  answeredCancellation,
  beginCancellationAttempt,
  cancellationOffers,
  startCancellation,
} from './server/save-offers.server'

import { chargeEvents } from '~/payments/index.server'
import { mailCancellation, mailResumed } from './account-mail.server'
import { mailForReport } from './charge-mail.server'
import { mailSaveOffer } from './save-offer-mail.server'

/**
 * Mail's subscriptions to what payments reports: a receipt for a successful charge, a refund
 * notice, a cancellation confirmation, a resumed plan's confirmation, an accepted save offer's confirmation. The host registers them at start-up (server/background.ts).
 */
export function mailOnPaymentEvents(): void {
  chargeEvents.on('charge.succeeded', 'mail.receipt', ({ attempt, report, at }) => mailForReport(attempt, report, at))
  chargeEvents.on('charge.refunded', 'mail.refund', ({ attempt, report, at }) => mailForReport(attempt, report, at))
  chargeEvents.on('subscription.cancelled', 'mail.cancellation', ({ subscription }) => mailCancellation(subscription))
  chargeEvents.on('subscription.resumed', 'mail.resumed', ({ subscription }) => mailResumed(subscription))
  chargeEvents.on('subscription.saved', 'mail.save-offer', ({ attempt }) => mailSaveOffer(attempt))
}

import type { CancellationAttempt, Subscription } from '@cms/payload-types'
import { createEventBus } from '../../core/events'
import type { ProviderReport } from '../provider'
import type { Attempt } from './attempts.server'

/** A charge the site recorded, as the provider reported it, and when. */
export type RecordedCharge = { attempt: Attempt; report: ProviderReport; at: Date }

/**
 * What payments tells the rest of the site once the money is recorded (other features, such as
 * mail, subscribe; payments never calls them): a charge succeeded, a charge was refunded, a
 * student cancelled their subscription, resumed it before it ended, or accepted a save offer.
 */
export type ChargeEvents = {
  'charge.succeeded': RecordedCharge
  'charge.refunded': RecordedCharge
  'subscription.cancelled': { subscription: Subscription }
  'subscription.resumed': { subscription: Subscription }
  /** A cancellation flow's save offer was accepted and applied (save-offers.server.ts). */
  'subscription.saved': { subscription: Subscription; attempt: CancellationAttempt }
}

export const chargeEvents = createEventBus<ChargeEvents>('payments')

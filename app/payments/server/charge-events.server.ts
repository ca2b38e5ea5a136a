import type { Subscription } from '@cms/payload-types'
import { createEventBus } from '../../core/events'
import type { ProviderReport } from '../provider'
import type { Attempt } from './attempts.server'

/** A charge the site recorded, as the provider reported it, and when. */
export type RecordedCharge = { attempt: Attempt; report: ProviderReport; at: Date }

/**
 * What payments tells the rest of the site once the money is recorded (other features, such as
 * mail, subscribe; payments never calls them): a charge succeeded, a charge was refunded, a
 * student cancelled their subscription, or resumed it before it ended.
 */
export type ChargeEvents = {
  'charge.succeeded': RecordedCharge
  'charge.refunded': RecordedCharge
  'subscription.cancelled': { subscription: Subscription }
  'subscription.resumed': { subscription: Subscription }
}

export const chargeEvents = createEventBus<ChargeEvents>('payments')

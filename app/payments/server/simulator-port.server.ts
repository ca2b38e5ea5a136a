import { renewalDueAt } from '../rules/renewal-policy'
import { currentSubscription, renewingStatuses } from './current-subscription.server'
import { renewSubscription } from './renewals.server'
import { cardFor } from './saved-cards.server'

/**
 * What the development simulators' staff controls (dev/simulators/payments/controls/) may run of
 * the product: part of the server build's simulator port (app/simulator-port.server.ts), handed to
 * the simulators by the host, so "renew now" runs this build's renewal code instead of a copy compiled into the
 * simulators' bundle.
 */
export const simulatorPort = { currentSubscription, renewingStatuses, renewSubscription, renewalDueAt, cardFor }

export type SimulatorPort = typeof simulatorPort

import { getPayloadClient } from '@cms/get-payload'
import type { Subscription } from '@cms/payload-types'
import type { Id } from '@schemas/id'
import { problem } from '../../core/problem'
import type { SessionStudent } from '../../core/session.server'
import { ownSubscription, planNames, type SubscriptionView, toSubscriptionView } from './billing.server'
import { chargeEvents } from './charge-events.server'
import { renewSubscription } from './renewals.server'
import { refreshStudentStatus } from './student-status.server'

/**
 * Resume early: cancels a save offer's pause. Before the pause begins the plan simply renews on its
 * end date again; during the pause the renewal is charged now (through the provider, as the job
 * would) and the new period runs from today. Asked again, a plan without a pause is answered as it is.
 */
export async function endPause(student: SessionStudent, subscriptionId: Id, now = new Date()): Promise<SubscriptionView> {
  const payload = await getPayloadClient()
  const subscription = await ownSubscription(student, subscriptionId)
  if (!subscription.pausedUntil) return viewOf(subscription)
  if (subscription.status !== 'active')
    throw problem(409, 'Plan not paused', `This subscription is ${subscription.status}, so there is no pause to end.`)
  const paused = new Date(subscription.endDate) <= now
  const updated = await payload.update({
    collection: 'subscriptions',
    id: subscription.id,
    data: { pausedUntil: null, resumedAt: now.toISOString(), ...(paused ? { endDate: now.toISOString() } : {}) },
    depth: 0,
    overrideAccess: true,
  })
  if (paused) await renewSubscription(updated, now)
  await refreshStudentStatus(student.id)
  const current = await ownSubscription(student, subscriptionId)
  await chargeEvents.emit('subscription.resumed', { subscription: current })
  return viewOf(current)
}

const viewOf = async (subscription: Subscription) => toSubscriptionView(subscription, await planNames([subscription.planId]))

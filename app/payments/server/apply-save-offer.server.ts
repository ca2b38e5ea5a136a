import { getPayloadClient } from '@cms/get-payload'
import type { Subscription } from '@cms/payload-types'
import type { SaveOffer } from '@schemas/payments/save-offer'
import { problem } from '../../core/problem'
import type { SessionStudent } from '../../core/session.server'
import { pauseEnd } from '../rules/save-offer-terms'
import { updateSubscription } from './plan-change.server'
import { cheaperPlans, discountSentence, pauseSentence, periodOf, switchSentence } from './save-offer-terms.server'
import { refreshStudentStatus } from './student-status.server'

export type AppliedOffer = { subscription: Subscription; message: string }

const stillRenewing = (subscription: Subscription) => {
  if (subscription.status !== 'active' && subscription.status !== 'redemption')
    throw problem(409, 'Plan not renewing', `This subscription is ${subscription.status}, so this offer cannot apply to it.`)
}

/**
 * Makes a save offer happen on the subscription. Renewals are our own job charging the saved card
 * (decision 007), so a discount and a pause are our record, which the renewal job reads: the next
 * renewal charges less, or comes one period later. A plan switch is the plan change students make
 * themselves (charged through the provider now), only to a plan that costs less per day.
 */
export async function applySaveOffer(
  student: SessionStudent,
  subscription: Subscription,
  offer: SaveOffer,
  now: Date,
): Promise<AppliedOffer> {
  stillRenewing(subscription)
  if (offer.kind === 'discount') return discount(subscription, offer.percentOff)
  if (offer.kind === 'pause') return pause(student, subscription, now)
  return switchPlan(student, subscription, offer.productId)
}

async function discount(subscription: Subscription, percentOff: number): Promise<AppliedOffer> {
  if (subscription.nextRenewalPercentOff) throw problem(409, 'Discount already given', 'Your next renewal already has a discount.')
  const updated = await save(subscription, { nextRenewalPercentOff: percentOff })
  return { subscription: updated, message: discountSentence(updated, percentOff) }
}

async function pause(student: SessionStudent, subscription: Subscription, now: Date): Promise<AppliedOffer> {
  if (subscription.pausedUntil && new Date(subscription.pausedUntil) > now)
    throw problem(409, 'Already paused', 'Your plan is already paused once; you can still cancel it.')
  if (subscription.status !== 'active')
    throw problem(
      409,
      'Payment to sort out first',
      'Your last renewal did not go through, so your plan cannot be paused. Update your card, or cancel.',
    )
  const pausedUntil = pauseEnd(subscription.endDate, await periodOf(subscription.planId)).toISOString()
  const updated = await save(subscription, { pausedUntil })
  await refreshStudentStatus(student.id)
  return { subscription: updated, message: pauseSentence(updated) }
}

async function switchPlan(student: SessionStudent, subscription: Subscription, productId: string): Promise<AppliedOffer> {
  const plan = (await cheaperPlans(subscription)).find((candidate) => candidate.productId === productId)
  if (!plan)
    throw problem(409, 'Plan not available', 'This plan is not a cheaper option for your subscription, so we cannot switch you to it.')
  const result = await updateSubscription(student, productId)
  if (result.status === 'failed' || result.status === 'unavailable')
    throw problem(402, 'Plan not switched', result.message ?? 'We could not switch your plan. Your current plan stays as it is.')
  const payload = await getPayloadClient()
  const updated = await payload.findByID({ collection: 'subscriptions', id: subscription.id, depth: 0, overrideAccess: true })
  return { subscription: updated, message: switchSentence(plan, subscription.currency, result.status === 'processing') }
}

const save = async (subscription: Subscription, data: Partial<Subscription>) =>
  (await getPayloadClient()).update({ collection: 'subscriptions', id: subscription.id, data, depth: 0, overrideAccess: true })

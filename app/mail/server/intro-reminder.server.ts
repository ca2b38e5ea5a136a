import { getPayloadClient } from '@cms/get-payload'
import type { Subscription } from '@cms/payload-types'
import { relationId } from '@schemas/id'
import { formatDay, describeRenewal } from '~/payments'
import { formatPrice } from '../../intl/currency'
import { planByPlanId } from '~/payments/index.server'
import { introEndingEmail } from '../templates/intro-ending'
import { introReminderDue, introReminderLeadMs } from '../rules/intro-reminder'
import { recipientFor, siteUrl } from './mail-facts.server'
import { queueEmail } from './outbox.server'

/**
 * The consent text promised the later price "if you don't cancel before the end of the
 * introductory period": a few days before that first period ends (introReminderLeadMs), each active
 * subscription still in it gets one reminder with the date and the later price.
 */
export async function remindIntroPeriodsEnding(now = new Date()): Promise<number> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'subscriptions',
    where: {
      and: [
        { status: { equals: 'active' } },
        { endDate: { greater_than: now.toISOString() } },
        { endDate: { less_than_equal: new Date(now.getTime() + introReminderLeadMs).toISOString() } },
      ],
    },
    limit: 200,
    depth: 0,
    overrideAccess: true,
  })
  let queued = 0
  for (const subscription of docs) if (introReminderDue(subscription.endDate, now) && (await remind(subscription))) queued += 1
  return queued
}

async function remind(subscription: Subscription): Promise<boolean> {
  const payload = await getPayloadClient()
  if (!subscription.renewalCents) return false
  const later = await payload.count({
    collection: 'payments',
    where: {
      and: [{ subscription: { equals: subscription.id } }, { kind: { in: ['renewal', 'plan_change'] } }, { status: { equals: 'success' } }],
    },
    overrideAccess: true,
  })
  if (later.totalDocs > 0) return false // past the introductory period already
  const plan = await planByPlanId(subscription.planId)
  const to = await recipientFor(subscription.student, subscription.order)
  if (!plan || !to) return false
  const cardId = relationId(subscription.paymentMethod)
  const card =
    cardId === null
      ? null
      : await payload.findByID({ collection: 'payment-methods', id: cardId, depth: 0, overrideAccess: true, disableErrors: true })
  const content = introEndingEmail({
    siteUrl: siteUrl(),
    planName: plan.name,
    date: formatDay(subscription.endDate),
    renewal: `${formatPrice(subscription.renewalCents, subscription.currency)} ${describeRenewal(plan.renewalPeriod)}`,
    cardLast4: card?.last4 ?? null,
  })
  await queueEmail({ key: `intro-ends:${subscription.id}`, to, content })
  return true
}

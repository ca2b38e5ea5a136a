import { getPayloadClient } from '@cms/get-payload'
import { storedId } from '@cms/document-id'
import { type Id, sameId } from '@schemas/id'
import type { Payment, Subscription } from '@cms/payload-types'
import { problem } from '../../core/problem'
import type { SessionStudent } from '../../core/session.server'
import { refreshStudentStatus } from './student-status.server'
import { currentSubscription, renewingStatuses } from './current-subscription.server'
import { chargeEvents } from './charge-events.server'
import { upsellPacksByProduct } from './upsells.server'
import { transactionDescription } from '../rules/transaction-label'

/** The spec's Subscription (subscriptionId, endDate, currency, platform.code) plus what the page shows. */
export type SubscriptionView = {
  /** As the database gives it (a number on SQL, an ObjectId string on MongoDB). */
  subscriptionId: Id
  planId: string
  planName: string
  status: Subscription['status']
  startedAt: string
  endDate: string
  cancelledAt: string | null
  /** In redemption: when the saved card is tried again. */
  nextRetryAt: string | null
  currency: Subscription['currency']
  renewalCents: number | null
  /** Paused by a save offer: no access and no charge from `endDate` until this date, when it renews. */
  pausedUntil: string | null
  /** A save offer's discount on the next renewal, in percent. */
  nextRenewalPercentOff: number | null
  platform: { code: Subscription['platform'] }
}

export type TransactionView = {
  id: Id
  date: string
  description: string
  amountCents: number
  currency: Payment['currency']
  status: 'success' | 'fail'
  errorCode: string | null
  /** The card's last 4 digits, when the provider reported them. */
  cardLast4: string | null
  kind: Payment['kind']
}

/** Reads as the student (their own records only: the collections' ownOrStaff rule). */
export const asStudent = (student: SessionStudent) => ({ overrideAccess: false, user: student, depth: 0 }) as const

export async function planNames(planIds: string[]): Promise<Map<string, string>> {
  if (planIds.length === 0) return new Map()
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'plans',
    where: { planId: { in: planIds } },
    depth: 0,
    limit: 100,
    overrideAccess: true,
  })
  return new Map(docs.map((plan) => [plan.planId, plan.name]))
}

export async function listSubscriptions(student: SessionStudent): Promise<SubscriptionView[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'subscriptions',
    ...asStudent(student),
    sort: '-startedAt',
    limit: 50,
    pagination: false,
  })
  const names = await planNames(docs.map((doc) => doc.planId))
  return docs.map((doc) => toSubscriptionView(doc, names))
}

export function toSubscriptionView(doc: Subscription, names: Map<string, string>): SubscriptionView {
  return {
    subscriptionId: doc.id,
    planId: doc.planId,
    planName: names.get(doc.planId) ?? 'Your plan',
    status: doc.status,
    startedAt: doc.startedAt,
    endDate: doc.endDate,
    cancelledAt: doc.cancelledAt ?? null,
    nextRetryAt: doc.nextRetryAt ?? null,
    currency: doc.currency,
    renewalCents: doc.renewalCents ?? null,
    pausedUntil: doc.pausedUntil ?? null,
    nextRenewalPercentOff: doc.nextRenewalPercentOff ?? null,
    platform: { code: doc.platform },
  }
}

/** The student's own subscription by id as their pages show it; someone else's or an unknown id is a 404. */
export async function ownSubscriptionView(student: SessionStudent, subscriptionId: Id): Promise<SubscriptionView> {
  const subscription = await ownSubscription(student, subscriptionId)
  return toSubscriptionView(subscription, await planNames([subscription.planId]))
}

/** The student's own subscription by id (read as the student); someone else's or an unknown id is a 404. */
export async function ownSubscription(student: SessionStudent, subscriptionId: Id): Promise<Subscription> {
  const payload = await getPayloadClient()
  const id = storedId(payload, subscriptionId)
  const { docs } =
    id === null
      ? { docs: [] }
      : await payload.find({
          collection: 'subscriptions',
          ...asStudent(student),
          where: { id: { equals: id } },
          limit: 1,
          pagination: false,
        })
  const subscription = docs[0]
  if (!subscription) throw problem(404, 'Subscription not found', 'We could not find that subscription on your account.')
  return subscription
}

/**
 * Only a subscription that still renews (or is retrying a failed renewal) can be cancelled; the
 * cancel page, the save offers' flow and Cancel anyway all refuse the others with this one 409.
 */
export function refuseUnlessCancellable(subscription: Pick<Subscription, 'status'>): void {
  if (subscription.status === 'active' || subscription.status === 'redemption') return
  throw problem(
    409,
    'Already cancelled',
    subscription.status === 'cancelled'
      ? 'This subscription is already cancelled; you keep access until its end date.'
      : 'This subscription has ended, so there is nothing to cancel.',
  )
}

/**
 * Cancel: no further renewals; access stays until the end of the period already paid (the
 * student's status follows, see student-status.ts). Someone else's or an unknown id is a 404.
 */
export async function cancelSubscription(student: SessionStudent, subscriptionId: Id): Promise<SubscriptionView> {
  const payload = await getPayloadClient()
  const subscription = await ownSubscription(student, subscriptionId)
  refuseUnlessCancellable(subscription)
  const cancelled = await payload.update({
    collection: 'subscriptions',
    id: subscription.id,
    data: { status: 'cancelled', cancelledAt: new Date().toISOString() },
    depth: 0,
    overrideAccess: true,
  })
  await refreshStudentStatus(student.id)
  await chargeEvents.emit('subscription.cancelled', { subscription: cancelled })
  return toSubscriptionView(cancelled, await planNames([cancelled.planId]))
}

/** Cancelled while a failed renewal was being retried: resuming it resumes the retries. */
const retrying = (subscription: Subscription) => (subscription.renewalAttempts ?? 0) > 0 && Boolean(subscription.nextRetryAt)

const ended = () =>
  problem(409, 'Subscription ended', 'This subscription has ended, so it cannot be resumed. Renew your access to start a new plan.')

/**
 * Resume: a cancelled subscription whose paid period has not ended renews again, on its own end
 * date, as if it had never been cancelled. Renewals are our own job charging the saved card, not a
 * schedule kept by the provider (app/payments/README.md), and cancelling told the provider nothing,
 * so undoing it is our record alone: status back to active (or to redemption, when a failed renewal
 * was being retried as it was cancelled), `cancelledAt` cleared; the renewal job picks it up at its
 * end date (or its next retry). Asked again (a second tap, another tab), a subscription that renews
 * already is answered as it is. One that has ended — expired, or cancelled and past its end date
 * while the job has not yet marked it — is refused with 409, as is a second renewing plan when the
 * student has bought another since (two plans would both charge). The update is conditional on
 * "still cancelled and still running", so it cannot race the job that expires it.
 */
export async function resumeSubscription(student: SessionStudent, subscriptionId: Id, now = new Date()): Promise<SubscriptionView> {
  const payload = await getPayloadClient()
  const subscription = await ownSubscription(student, subscriptionId)
  if (subscription.status === 'active' || subscription.status === 'redemption')
    return toSubscriptionView(subscription, await planNames([subscription.planId]))
  if (subscription.status === 'expired' || new Date(subscription.endDate).getTime() <= now.getTime()) throw ended()
  const other = await currentSubscription(student.id, renewingStatuses)
  if (other && !sameId(other.id, subscription.id))
    throw problem(409, 'Another plan is active', 'You already have an active plan, so this one cannot be resumed as well.')
  const { docs } = await payload.update({
    collection: 'subscriptions',
    where: {
      and: [{ id: { equals: subscription.id } }, { status: { equals: 'cancelled' } }, { endDate: { greater_than: now.toISOString() } }],
    },
    // A renewal that was failing when it was cancelled is retried again on its schedule (redemption).
    // `resumedAt` is the committed fact that a resumed mail is owed (mail's owed pass, decision 031).
    data: { status: retrying(subscription) ? 'redemption' : 'active', cancelledAt: null, resumedAt: now.toISOString() },
    depth: 0,
    overrideAccess: true,
  })
  const resumed = docs[0]
  if (!resumed) {
    // Another request resumed it first (answer it as it is), or the job ended it meanwhile.
    const current = await ownSubscription(student, subscriptionId)
    if (current.status === 'active' || current.status === 'redemption')
      return toSubscriptionView(current, await planNames([current.planId]))
    throw ended()
  }
  await refreshStudentStatus(student.id)
  await chargeEvents.emit('subscription.resumed', { subscription: resumed })
  return toSubscriptionView(resumed, await planNames([resumed.planId]))
}

/** Charges and declines the providers reported, newest first (attempts never paid for are not transactions). */
export async function listTransactions(student: SessionStudent): Promise<TransactionView[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'payments',
    ...asStudent(student),
    where: { status: { in: ['success', 'fail'] } },
    sort: '-createdAt',
    limit: 100,
  })
  const names = await productNames(docs.flatMap((doc) => (doc.productId ? [doc.productId] : [])))
  return docs.map((doc) => toTransactionView(doc, names))
}

export async function getTransaction(student: SessionStudent, transactionId: Id): Promise<TransactionView> {
  const payload = await getPayloadClient()
  const id = storedId(payload, transactionId)
  const { docs } =
    id === null
      ? { docs: [] }
      : await payload.find({
          collection: 'payments',
          ...asStudent(student),
          where: { and: [{ id: { equals: id } }, { status: { in: ['success', 'fail'] } }] },
          limit: 1,
          pagination: false,
        })
  const doc = docs[0]
  if (!doc) throw problem(404, 'Transaction not found', 'We could not find that payment on your account.')
  return toTransactionView(doc, await productNames(doc.productId ? [doc.productId] : []))
}

type ProductNames = Parameters<typeof transactionDescription>[1]

/** Plans by their names, add-ons by their packs' names. */
async function productNames(productIds: string[]): Promise<ProductNames> {
  const [plans, packs] = await Promise.all([planNames(productIds), upsellPacksByProduct()])
  return { plans, packs }
}

function toTransactionView(doc: Payment, names: ProductNames): TransactionView {
  return {
    id: doc.id,
    date: doc.createdAt,
    description: transactionDescription(doc, names),
    amountCents: doc.amountCents,
    currency: doc.currency,
    status: doc.status === 'success' ? 'success' : 'fail',
    errorCode: doc.errorCode ?? null,
    cardLast4: doc.cardLast4 ?? null,
    kind: doc.kind,
  }
}

import { getPayloadClient } from '@cms/get-payload'
import { storedId } from '@cms/document-id'
import type { Id } from '@schemas/id'
import type { Payment, Subscription } from '@cms/payload-types'
import { problem } from '../../core/problem'
import type { SessionStudent } from '../../core/session.server'
import { refreshStudentStatus } from './student-status.server'
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
const asStudent = (student: SessionStudent) => ({ overrideAccess: false, user: student, depth: 0 }) as const

async function planNames(planIds: string[]): Promise<Map<string, string>> {
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

function toSubscriptionView(doc: Subscription, names: Map<string, string>): SubscriptionView {
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
    platform: { code: doc.platform },
  }
}

/**
 * Cancel: no further renewals; access stays until the end of the period already paid (the
 * student's status follows, see student-status.ts). Someone else's or an unknown id is a 404.
 */
export async function cancelSubscription(student: SessionStudent, subscriptionId: Id): Promise<SubscriptionView> {
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
  if (subscription.status === 'cancelled' || subscription.status === 'expired') {
    throw problem(409, 'Already cancelled', `This subscription is already ${subscription.status}; access ends on its end date.`)
  }
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

import { getPayloadClient } from '@cms/get-payload'
import { storedId } from '@cms/document-id'
import type { CancellationAttempt } from '@cms/payload-types'
import { type Id, relationId } from '@schemas/id'
import { type SaveOffer, saveOfferSchema } from '@schemas/payments/save-offer'
import { parseOrProblem, problem } from '../../core/problem'
import { sqlDatabase } from '../../core/sql.server'
import type { SessionStudent } from '../../core/session.server'
import {
  asStudent,
  cancelSubscription,
  ownSubscription,
  planNames,
  refuseUnlessCancellable,
  type SubscriptionView,
  toSubscriptionView,
} from './billing.server'
import { chargeEvents } from './charge-events.server'
import { applySaveOffer } from './apply-save-offer.server'
import { type OfferTerms, offerTerms, savedSentence } from './save-offer-terms.server'

export type { CheaperPlan, OfferTerms } from './save-offer-terms.server'
export type CancellationReason = { value: string; label: string }
export type CancellationStart = { attemptId: Id; subscription: SubscriptionView; offers: OfferTerms }
export type SaveOfferResult = { subscription: SubscriptionView; message: string }

/**
 * A student tapped Cancel subscription: records the attempt (abandoned until it ends). Someone
 * else's or an unknown subscription is a 404; one already cancelled or ended a 409.
 */
export async function beginCancellationAttempt(student: SessionStudent, subscriptionId: Id, funnelId: string, now = new Date()) {
  const subscription = await ownSubscription(student, subscriptionId)
  refuseUnlessCancellable(subscription)
  const payload = await getPayloadClient()
  const attempt = await payload.create({
    collection: 'cancellation-attempts',
    data: { student: student.id, subscription: subscription.id, funnelId, startedAt: now.toISOString(), outcome: 'abandoned' },
    depth: 0,
    overrideAccess: true,
  })
  return { attemptId: attempt.id, subscription }
}

/**
 * The attempt recorded, with what an offer shows: the subscription and the prices and dates of
 * every offer it may make.
 */
export async function startCancellation(
  student: SessionStudent,
  subscriptionId: Id,
  funnelId: string,
  now = new Date(),
): Promise<CancellationStart> {
  const { attemptId, subscription } = await beginCancellationAttempt(student, subscriptionId, funnelId, now)
  return {
    attemptId,
    subscription: toSubscriptionView(subscription, await planNames([subscription.planId])),
    offers: await offerTerms(subscription),
  }
}

/** The offers' prices and dates for a cancellation already started (its attempt was recorded at the Cancel tap). */
export async function cancellationOffers(student: SessionStudent, subscriptionId: Id): Promise<OfferTerms> {
  const subscription = await ownSubscription(student, subscriptionId)
  refuseUnlessCancellable(subscription)
  return offerTerms(subscription)
}

/**
 * The student accepted a save offer: the attempt ends `saved` (once — a second answer is a 409),
 * the offer is applied to the subscription (a refused offer reopens the attempt and says why), and
 * `subscription.saved` tells mail to send the offer's receipt.
 */
export async function acceptSaveOffer(
  student: SessionStudent,
  attemptId: Id,
  offer: SaveOffer,
  reason: CancellationReason,
  now = new Date(),
): Promise<SaveOfferResult> {
  // The offer comes from a flow's definition (validated when saved); read again here, the server's own rule.
  offer = parseOrProblem(saveOfferSchema, offer, 'Offer not available')
  const attempt = await ownOpenAttempt(student, attemptId)
  const subscription = await ownSubscription(student, subscriptionOf(attempt))
  const offerFields = {
    offerKind: offer.kind,
    percentOff: offer.kind === 'discount' ? offer.percentOff : null,
    productId: offer.kind === 'switch-plan' ? offer.productId : null,
  }
  const ended = await endAttempt(attempt, { outcome: 'saved', ...offerFields, ...reasonFields(reason) }, now)
  try {
    const { subscription: saved, message } = await applySaveOffer(student, subscription, offer, now)
    await chargeEvents.emit('subscription.saved', { subscription: saved, attempt: ended })
    return { subscription: toSubscriptionView(saved, await planNames([saved.planId])), message }
  } catch (error) {
    await reopenAttempt(ended)
    throw error
  }
}

/** The student cancelled from the flow (Cancel anyway, or a goodbye screen): cancels as the Subscriptions page does, once. */
export async function cancelFromAttempt(
  student: SessionStudent,
  attemptId: Id,
  reason?: CancellationReason,
  now = new Date(),
): Promise<SubscriptionView> {
  const attempt = await ownOpenAttempt(student, attemptId)
  const ended = await endAttempt(attempt, { outcome: 'cancelled', ...(reason ? reasonFields(reason) : {}) }, now)
  try {
    return await cancelSubscription(student, subscriptionOf(attempt))
  } catch (error) {
    await reopenAttempt(ended)
    throw error
  }
}

function subscriptionOf(attempt: CancellationAttempt): Id {
  const id = relationId(attempt.subscription)
  if (id === null) throw problem(404, 'Subscription not found', 'We could not find that subscription on your account.')
  return id
}

const reasonFields = (reason: CancellationReason) => ({ reason: reason.value.slice(0, 200), reasonLabel: reason.label.slice(0, 300) })

const answered = () =>
  problem(409, 'Already answered', 'This cancellation was already answered. Open your subscriptions to see where your plan stands.')

/** The student's own attempt (read as the student: another's or an unknown id is a 404). */
async function ownAttempt(student: SessionStudent, attemptId: Id): Promise<CancellationAttempt> {
  const payload = await getPayloadClient()
  const id = storedId(payload, attemptId)
  const { docs } =
    id === null
      ? { docs: [] }
      : await payload.find({
          collection: 'cancellation-attempts',
          ...asStudent(student),
          where: { id: { equals: id } },
          limit: 1,
          pagination: false,
        })
  const attempt = docs[0]
  if (!attempt) throw problem(404, 'Cancellation not found', 'We could not find that cancellation on your account. Please start again.')
  return attempt
}

/** The student's own attempt, still open (one already answered is a 409). */
async function ownOpenAttempt(student: SessionStudent, attemptId: Id): Promise<CancellationAttempt> {
  const attempt = await ownAttempt(student, attemptId)
  if (attempt.outcome !== 'abandoned' || attempt.endedAt) throw answered()
  return attempt
}

export type AnsweredCancellation = { outcome: 'saved'; message: string } | { outcome: 'cancelled' }

/**
 * How a cancellation the student answered ended, for the page they are sent to after the answer
 * (read again, a reload shows the outcome instead of posting twice): null while it is open. A
 * saved plan is described as it stands now — the discount on its next charge, its pause, or the
 * plan it switched to (or is switching to, while that payment is processing).
 */
export async function answeredCancellation(student: SessionStudent, attemptId: Id): Promise<AnsweredCancellation | null> {
  const attempt = await ownAttempt(student, attemptId)
  if (attempt.outcome === 'abandoned' || !attempt.endedAt) return null
  if (attempt.outcome === 'cancelled') return { outcome: 'cancelled' }
  const subscription = await ownSubscription(student, subscriptionOf(attempt))
  return { outcome: 'saved', message: await savedSentence(subscription, attempt) }
}

/** Ends an open attempt: of two taps (or two processes) only the one that claims it goes on; the other gets a 409. */
async function endAttempt(attempt: CancellationAttempt, data: Partial<CancellationAttempt>, now: Date): Promise<CancellationAttempt> {
  const payload = await getPayloadClient()
  const endedAt = now.toISOString()
  if (!(await claimOpenAttempt(attempt.id, endedAt))) throw answered()
  return payload.update({ collection: 'cancellation-attempts', id: attempt.id, data: { ...data, endedAt }, depth: 0, overrideAccess: true })
}

/** One conditional write sets `endedAt` on a still-open attempt (Payload's update with a `where` reads, then writes). */
async function claimOpenAttempt(id: Id, endedAt: string): Promise<boolean> {
  const payload = await getPayloadClient()
  const db = await sqlDatabase(payload)
  if (db) {
    const { sql } = db
    return (await db.run(sql`UPDATE cancellation_attempts SET ended_at = ${endedAt} WHERE id = ${id} AND ended_at IS NULL`)) === 1
  }
  // MongoDB: Payload's updateOne with a where is one findOneAndUpdate there.
  const taken = await payload.db
    .updateOne({
      collection: 'cancellation-attempts',
      where: { and: [{ id: { equals: id } }, { or: [{ endedAt: { exists: false } }, { endedAt: { equals: null } }] }] },
      data: { endedAt },
    })
    .catch(() => null)
  return Boolean(taken)
}

/** An offer or cancellation that could not be applied leaves the attempt open, as if it had not been tapped. */
async function reopenAttempt(attempt: CancellationAttempt): Promise<void> {
  const payload = await getPayloadClient()
  await payload.update({
    collection: 'cancellation-attempts',
    id: attempt.id,
    data: { outcome: 'abandoned', endedAt: null, offerKind: null, percentOff: null, productId: null },
    depth: 0,
    overrideAccess: true,
  })
}

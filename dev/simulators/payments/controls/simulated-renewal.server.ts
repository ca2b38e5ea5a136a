import { z } from 'zod'
import type { Subscription } from '@cms/payload-types'
import { getEnv } from '../../../../config/env'
import { ecommpaySimulator } from '../ecommpay/simulator-instance.server'
import { type Id, relationId } from '@schemas/id'
import type { RenewalRun } from '../../../../app/payments/server/renewals.server'
import { product, type SimulatorPort } from '../../product'
import { solidgateSimulator } from '../solidgate/simulator-instance.server'

export const simulatedRenewalSchema = z.object({
  email: z.string().trim().toLowerCase().email('Give the student’s e-mail.'),
  /** What the saved card does this time; without it, the card's own test number decides. */
  outcome: z.enum(['success', 'decline']).optional(),
  /** The decline code (Solidgate catalogue for Solidgate, Ecommpay operation code for Ecommpay). */
  code: z.string().trim().max(8).optional(),
})

/**
 * Moves time forward for one student's subscription (development and tests only): runs the
 * renewal as if its due time had come — the real renewal code, the real adapter, the simulator's
 * charge and its signed webhook — optionally making the saved card decline this time.
 */
export const nextCardChargeSchema = simulatedRenewalSchema.required({ outcome: true })

/** An unknown e-mail and a student with nothing to renew get the same answer: the route tells no accounts apart. */
const nothingToRenew = ({ problem }: SimulatorPort) =>
  problem(409, 'Nothing to renew', 'No student with this e-mail has a subscription that is active or awaiting its renewal.')

/** The student and their live subscription (for the simulator routes; the caller checked requireSimulatorStaff). */
async function liveSubscriptionOf(email: string): Promise<{ studentId: Id; subscription: Subscription }> {
  const port = await product()
  const { currentSubscription, renewingStatuses, problem } = port
  const payload = await port.getPayloadClient()
  const student = (
    await payload.find({
      collection: 'students',
      where: { email: { equals: email } },
      limit: 1,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]
  if (!student) throw nothingToRenew(port)
  const subscription = await currentSubscription(student.id, renewingStatuses)
  if (!subscription) throw nothingToRenew(port)
  // The renewal runs through the subscription's own provider: with real keys that charges a real card.
  if (!getEnv().payments[subscription.provider]?.simulated) {
    throw problem(409, 'Not simulated', 'This subscription is paid through a real provider; the simulator never charges it.')
  }
  return { studentId: student.id, subscription }
}

/** Makes the next charge of the student's saved card approve or decline (a card runs out of funds…). */
export async function setNextCardCharge(input: z.infer<typeof nextCardChargeSchema>): Promise<{ set: true }> {
  const { studentId, subscription } = await liveSubscriptionOf(input.email)
  const { cardFor, problem } = await product()
  const card = await cardFor(studentId, subscription.provider, relationId(subscription.paymentMethod))
  if (!card) throw problem(409, 'No saved card', 'This subscription has no saved card to charge.')
  const code = input.code ?? (subscription.provider === 'solidgate' ? '3.02' : '10105')
  const set =
    subscription.provider === 'solidgate'
      ? await solidgateSimulator().setNextCharge(
          card.token,
          input.outcome === 'success' ? { outcome: 'success' } : { outcome: 'decline', code },
        )
      : await ecommpaySimulator().setNextCharge(
          card.token,
          input.outcome === 'success' ? { outcome: 'success' } : { outcome: 'decline', code, message: 'Declined (simulated)' },
        )
  if (!set)
    throw problem(
      409,
      'Card unknown to the simulator',
      'The simulator no longer has this card (it keeps the newest 5,000); buy again to test renewals.',
    )
  return { set: true }
}

/**
 * Moves time forward for one student's subscription (development and tests only): runs the
 * renewal as if its due time had come — the real renewal code, the real adapter, the simulator's
 * charge and its signed webhook — optionally making the saved card decline this time.
 */
export async function simulateRenewal(
  input: z.infer<typeof simulatedRenewalSchema>,
): Promise<RenewalRun & { status: Subscription['status'] }> {
  const { subscription } = await liveSubscriptionOf(input.email)
  if (input.outcome) await setNextCardCharge({ ...input, outcome: input.outcome })
  const { renewalDueAt, renewSubscription, getPayloadClient } = await product()
  const due = renewalDueAt(subscription) ?? new Date()
  const run = await renewSubscription(subscription, due)
  const payload = await getPayloadClient()
  const after = await payload.findByID({ collection: 'subscriptions', id: subscription.id, depth: 0, overrideAccess: true })
  return { ...run, status: after.status }
}

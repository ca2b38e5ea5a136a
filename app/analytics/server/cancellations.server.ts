import type { Payload } from 'payload'
import { type Id, idKey, relationId } from '@schemas/id'
import type { CancellationRow } from '../rules/cancellation-figures'
import { chunksOf } from '../rules/chunks'

const figuresOnly = { depth: 0, pagination: false, overrideAccess: true } as const

/**
 * The cancellation attempts started between `from` and `to` (ISO), each with the order its
 * subscription was bought with, so the dashboard's one visitor filter (decision 018) judges them as
 * it judges subscriptions. Figures, not rows (decision 023): the reasons are answer values and labels.
 */
export async function cancellationsBetween(
  payload: Payload,
  from: string,
  to: string,
): Promise<(CancellationRow & { order: Id | null })[]> {
  const { docs } = await payload.find({
    collection: 'cancellation-attempts',
    ...figuresOnly,
    where: { and: [{ startedAt: { greater_than_equal: from } }, { startedAt: { less_than: to } }] },
    select: { startedAt: true, outcome: true, offerKind: true, reason: true, reasonLabel: true, subscription: true },
  })
  const subscriptionIds = [...new Map(docs.flatMap((doc) => relationId(doc.subscription) ?? []).map((id) => [idKey(id), id])).values()]
  const orders = new Map<string, Id | null>()
  for (const chunk of chunksOf(subscriptionIds, 500)) {
    const found = await payload.find({
      collection: 'subscriptions',
      ...figuresOnly,
      where: { id: { in: chunk } },
      select: { order: true },
    })
    for (const subscription of found.docs) orders.set(idKey(subscription.id), relationId(subscription.order))
  }
  return docs.map((doc) => {
    const subscription = relationId(doc.subscription)
    return {
      order: subscription === null ? null : (orders.get(idKey(subscription)) ?? null),
      startedAt: new Date(doc.startedAt).toISOString(),
      outcome: doc.outcome,
      offerKind: doc.offerKind ?? null,
      reason: doc.reason ?? null,
      reasonLabel: doc.reasonLabel ?? null,
    }
  })
}

import { getPayloadClient } from '@cms/get-payload'
import type { Order } from '@cms/payload-types'
import type { SavedCard } from '../provider'
import { type Id, storedRelation } from '@schemas/id'

/**
 * Keeps the card a first payment saved; the same token reported again (a replay, a second report
 * of the order) is the same row. Returns its id.
 */
export async function saveCard(order: Order, card: SavedCard): Promise<Id> {
  const payload = await getPayloadClient()
  const provider = order.provider ?? 'solidgate'
  const existing = await payload.find({
    collection: 'payment-methods',
    where: { and: [{ provider: { equals: provider } }, { token: { equals: card.token } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  if (existing.docs[0]) return existing.docs[0].id
  const created = await payload.create({
    collection: 'payment-methods',
    data: {
      student: storedRelation(order.student),
      order: order.id,
      provider,
      token: card.token,
      last4: card.last4 ?? null,
      brand: card.brand ?? null,
    },
    depth: 0,
    overrideAccess: true,
  })
  return created.id
}

/** The saved card renewals and add-ons charge: the subscription's, else the student's newest for the provider. */
/** Both ids are stored ones (relationship values of the subscription or the student's own id). */
export async function cardFor(
  studentId: Id | null,
  provider: string,
  preferred?: Id | null,
): Promise<{ id: Id; token: string; last4?: string | null; brand?: string | null } | null> {
  const payload = await getPayloadClient()
  if (preferred != null) {
    const card = await payload.findByID({
      collection: 'payment-methods',
      id: preferred,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if (card && card.provider === provider) return card
  }
  if (studentId === null) return null
  const { docs } = await payload.find({
    collection: 'payment-methods',
    where: { and: [{ student: { equals: studentId } }, { provider: { equals: provider } }] },
    sort: '-createdAt',
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

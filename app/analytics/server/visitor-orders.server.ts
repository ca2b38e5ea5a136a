import type { Payload } from 'payload'
import { type Id, idKey, relationId } from '@schemas/id'
import { chunksOf } from '../rules/chunks'

const all = { depth: 0, pagination: false, overrideAccess: true } as const
const known = <T>(value: T | null): value is T => value !== null

/**
 * The dashboard's one visitor filter (decision 018), for what does not come from the rollups.
 * Purchases and sales are rolled up only for a funnel visitor who sent `visitor` traffic in that
 * funnel (bots and staff previews are stored, never rolled up), so subscriptions and their
 * payments are judged by the same rule through their order:
 * - an order from a funnel counts when its session's visitor sent at least one `visitor` event in
 *   that funnel;
 * - an order without a funnel session (a signed-in student on a landing paywall: no events to
 *   judge) counts unless its email is a staff account's.
 * Answers the keys (`idKey`) of the orders that count. Reads ids and a few fields only: figures,
 * not rows (decision 023).
 */
export async function visitorOrders(payload: Payload, orderIds: readonly Id[]): Promise<Set<string>> {
  const unique = [...new Set(orderIds.map(idKey))]
  const orders = (
    await Promise.all(
      chunksOf(unique, 500).map(
        async (chunk) =>
          (await payload.find({ collection: 'orders', where: { id: { in: chunk } }, ...all, select: { funnelSession: true, email: true } }))
            .docs,
      ),
    )
  ).flat()
  const sessionIds = [
    ...new Set(
      orders
        .map((order) => relationId(order.funnelSession))
        .filter(known)
        .map(idKey),
    ),
  ]
  const sessions = (
    await Promise.all(
      chunksOf(sessionIds, 500).map(
        async (chunk) =>
          (
            await payload.find({
              collection: 'funnel-sessions',
              where: { id: { in: chunk } },
              ...all,
              select: { visitorId: true, funnelId: true },
            })
          ).docs,
      ),
    )
  ).flat()
  const visitorIds = [...new Set(sessions.map((session) => session.visitorId))]
  const visited = new Set<string>()
  for (const chunk of chunksOf(visitorIds, 500)) {
    const { docs } = await payload.find({
      collection: 'funnel-events',
      where: { and: [{ traffic: { equals: 'visitor' } }, { visitorId: { in: chunk } }] },
      ...all,
      select: { visitorId: true, funnelId: true },
    })
    for (const event of docs) visited.add(JSON.stringify([event.visitorId, event.funnelId]))
  }
  const visitorSessions = new Set(
    sessions.filter((session) => visited.has(JSON.stringify([session.visitorId, session.funnelId]))).map((session) => idKey(session.id)),
  )
  const landingEmails = [
    ...new Set(orders.filter((order) => !relationId(order.funnelSession) && order.email).map((order) => order.email!.toLowerCase())),
  ]
  const staffEmails = new Set<string>()
  for (const chunk of chunksOf(landingEmails, 500)) {
    const { docs } = await payload.find({ collection: 'users', where: { email: { in: chunk } }, ...all, select: { email: true } })
    for (const user of docs) staffEmails.add(user.email.toLowerCase())
  }
  const counts = (order: (typeof orders)[number]) => {
    const session = relationId(order.funnelSession)
    if (session !== null) return visitorSessions.has(idKey(session))
    return !order.email || !staffEmails.has(order.email.toLowerCase())
  }
  return new Set(orders.filter(counts).map((order) => idKey(order.id)))
}

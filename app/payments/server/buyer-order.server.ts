import { getPayloadClient } from '../../../cms/get-payload'
import type { Order } from '../../../cms/payload-types'
import { readOwnedSessions } from '../../funnel/server/cookies.server'
import { problem } from '../../http/problem'
import { getStudent } from '../../auth/server/session.server'
import { relationId } from '../rules/relation-id'


export const orderIdSchemaMessage = 'This payment link is incomplete. Go back to your plan and choose it again.'

/** The order number from `?order=` — a positive integer, or a 404 that says what to do. */
export function parseOrderId(raw: string | null): number {
  const id = Number(raw)
  if (!raw || !Number.isSafeInteger(id) || id <= 0) throw problem(404, 'Order not found', orderIdSchemaMessage)
  return id
}

/**
 * The order, if this browser may pay for it: a funnel order belongs to whoever holds the signed
 * funnel-session cookie of the session it came from; a landing order to the signed-in student.
 * Anyone else gets the same 404 as for an order that does not exist (ids are guessable).
 */
export async function findBuyerOrder(request: Request, orderId: number): Promise<Order> {
  const payload = await getPayloadClient()
  const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true, disableErrors: true }).catch(() => null)
  if (order && (await ownsOrder(request, order))) return order
  throw problem(404, 'Order not found', 'We could not find this order in this browser. Go back to your plan and choose it again.')
}

async function ownsOrder(request: Request, order: Order): Promise<boolean> {
  const sessionId = relationId(order.funnelSession)
  if (sessionId !== null) {
    const owned = Object.values(await readOwnedSessions(request))
    if (owned.includes(String(sessionId))) return true
  }
  const studentId = relationId(order.student)
  if (studentId === null) return false
  const student = await getStudent(request)
  return student?.id === studentId
}

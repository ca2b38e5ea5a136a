import { getPayloadClient } from '@cms/get-payload'
import { storedId } from '@cms/document-id'
import type { Order } from '@cms/payload-types'
import { readOwnedSessions } from '../../core/visitor-cookies.server'
import { problem } from '../../core/problem'
import { getStudent } from '../../core/session.server'
import { type Id, ID_PATTERN, idKey, relationId, sameId } from '@schemas/id'

export const orderIdSchemaMessage = 'This payment link is incomplete. Go back to your plan and choose it again.'

/** The order id from `?order=` — an opaque id (schemas/id.ts), or a 404 that says what to do. */
export function parseOrderId(raw: string | null): string {
  if (!raw || !ID_PATTERN.test(raw)) throw problem(404, 'Order not found', orderIdSchemaMessage)
  return raw
}

/**
 * The order, if this browser may pay for it: a funnel order belongs to whoever holds the signed
 * funnel-session cookie of the session it came from; a landing order to the signed-in student.
 * Anyone else gets the same 404 as for an order that does not exist (ids are guessable).
 */
export async function findBuyerOrder(request: Request, orderId: Id): Promise<Order> {
  const payload = await getPayloadClient()
  const id = storedId(payload, orderId)
  const order =
    id === null
      ? null
      : await payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true, disableErrors: true }).catch(() => null)
  if (order && (await ownsOrder(request, order))) return order
  throw problem(404, 'Order not found', 'We could not find this order in this browser. Go back to your plan and choose it again.')
}

async function ownsOrder(request: Request, order: Order): Promise<boolean> {
  const sessionId = relationId(order.funnelSession)
  if (sessionId !== null) {
    const owned = Object.values(await readOwnedSessions(request))
    if (owned.includes(idKey(sessionId))) return true
  }
  const studentId = relationId(order.student)
  if (studentId === null) return false
  const student = await getStudent(request)
  return sameId(student?.id, studentId)
}

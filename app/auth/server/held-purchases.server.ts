import { getPayloadClient } from '@cms/get-payload'
import { storedIds } from '@cms/document-id'
import type { Order } from '@cms/payload-types'
import type { Id } from '@schemas/id'
import { readOwnedSessions } from '~/core/visitor-cookies.server'
import { attachFunnelSession } from '~/funnel/index.server'
import { mailWelcome, promiseWelcome } from '~/mail/index.server'
import { afterPurchaseTarget, attachOrderToStudent, claimPaidOrder } from '~/payments/index.server'

export type Buyer = { id: Id; email: string }

/**
 * One paid order joins the account: claimed first (paid, no account yet, in one conditional write),
 * then its payments, saved card and subscription, this browser's funnel answers, and the welcome
 * email (one per order). False, and nothing changed, when it was not paid or is someone's already.
 */
export async function joinOrder(request: Request, order: Order, student: Buyer): Promise<boolean> {
  // Durable before the join commits: a process stopping after it still owes the welcome (decision 031).
  await promiseWelcome(order.id)
  if (!(await claimPaidOrder(order.id, student.id))) return false
  await attachOrderToStudent(order.id, student.id)
  await attachFunnelSession(student.id, request)
  await mailWelcome(order, student.email)
  return true
}

/**
 * Every way into an account (sign-in, sign-up, the password step after a code) ends here: the paid
 * orders this browser bought join the account, whether or not the buyer came through the account
 * steps. The browser holds an order through the signed `funnel_session` cookie of the funnel
 * session it was bought from — never through an id it names, so nobody takes someone else's order
 * by knowing its id. An order whose funnel answers already belong to another account stays out of
 * reach. The answer is where the buyer goes next, or null when nothing joined.
 */
export async function joinHeldPurchases(request: Request, student: Buyer): Promise<string | null> {
  let joined: Order | undefined
  for (const order of await heldPaidOrders(request, student.id)) {
    if (await joinOrder(request, order, student)) joined ??= order
  }
  return joined ? afterPurchaseTarget(request, joined.id) : null
}

async function heldPaidOrders(request: Request, studentId: Id): Promise<Order[]> {
  const owned = Object.values(await readOwnedSessions(request))
  if (owned.length === 0) return []
  const payload = await getPayloadClient()
  const ids = storedIds(payload, owned)
  if (ids.length === 0) return []
  const sessions = await payload.find({
    collection: 'funnel-sessions',
    where: { and: [{ id: { in: ids } }, { or: [{ student: { exists: false } }, { student: { equals: studentId } }] }] },
    select: { funnelId: true },
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: true,
  })
  if (sessions.docs.length === 0) return []
  const { docs } = await payload.find({
    collection: 'orders',
    where: {
      and: [
        { funnelSession: { in: sessions.docs.map((session) => session.id) } },
        { status: { equals: 'paid' } },
        { student: { exists: false } },
      ],
    },
    sort: 'createdAt',
    depth: 0,
    limit: 20,
    pagination: false,
    overrideAccess: true,
  })
  return docs
}

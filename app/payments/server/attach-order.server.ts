import { getPayloadClient } from '@cms/get-payload'
import { asStoredId, type Id } from '@schemas/id'
import type { StudentStatus } from '../rules/student-status'
import { refreshStudentStatus } from './student-status.server'

/**
 * The paid order becomes the student's: the order, its payments, saved card and subscription get the
 * student, whose status then follows all their subscriptions. Written as the server: these records
 * are serverOnly, and the caller has already proven the buyer (app/auth/server/post-purchase.server.ts).
 * Both ids are stored ones: the order's and the student's own `id`.
 */
export async function attachOrderToStudent(orderId: Id, studentId: Id): Promise<StudentStatus> {
  const payload = await getPayloadClient()
  const byOrder = { order: { equals: orderId } }
  const data = { student: asStoredId(studentId) }
  await payload.update({ collection: 'orders', id: orderId, overrideAccess: true, data, depth: 0 })
  await payload.update({ collection: 'payments', where: byOrder, overrideAccess: true, data, depth: 0 })
  await payload.update({ collection: 'subscriptions', where: byOrder, overrideAccess: true, data, depth: 0 })
  await payload.update({ collection: 'payment-methods', where: byOrder, overrideAccess: true, data, depth: 0 })
  return refreshStudentStatus(studentId)
}

/**
 * Takes a paid order that has no account yet for the student, in one conditional write (the
 * database checks both while it writes): of two sign-ins racing for one order, one gets it. An
 * order that is not paid, or is someone's already, is left as it is and the answer is false.
 */
export async function claimPaidOrder(orderId: Id, studentId: Id): Promise<boolean> {
  const payload = await getPayloadClient()
  const claimed = await payload.db.updateOne({
    collection: 'orders',
    where: { and: [{ id: { equals: orderId } }, { status: { equals: 'paid' } }, { student: { exists: false } }] },
    data: { student: asStoredId(studentId) },
    returning: true,
  })
  return claimed != null
}

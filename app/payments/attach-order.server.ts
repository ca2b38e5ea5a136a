import { getPayloadClient } from '../../cms/get-payload'
import { type StudentStatus, studentStatusFor } from './student-status'

/**
 * The paid order becomes the student's: the order, its payments and its subscription get the
 * student, whose status then follows all their subscriptions. Written as the server: these records
 * are serverOnly, and the caller has already proven the buyer (app/auth/purchase.server.ts).
 */
export async function attachOrderToStudent(orderId: number, studentId: number): Promise<StudentStatus> {
  const payload = await getPayloadClient()
  const byOrder = { order: { equals: orderId } }
  await payload.update({ collection: 'orders', id: orderId, overrideAccess: true, data: { student: studentId }, depth: 0 })
  await payload.update({ collection: 'payments', where: byOrder, overrideAccess: true, data: { student: studentId }, depth: 0 })
  await payload.update({ collection: 'subscriptions', where: byOrder, overrideAccess: true, data: { student: studentId }, depth: 0 })
  const { docs } = await payload.find({ collection: 'subscriptions', where: { student: { equals: studentId } }, overrideAccess: true, pagination: false, depth: 0 })
  const status = studentStatusFor(docs)
  await payload.update({ collection: 'students', id: studentId, overrideAccess: true, data: { status }, depth: 0 })
  return status
}

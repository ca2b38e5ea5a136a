import { getPayloadClient } from '@cms/get-payload'
import type { Id } from '@schemas/id'
import { type StudentStatus, studentStatusFor } from '../rules/student-status'

/** Sets the student's status from all their subscriptions, so the trial rule reads real billing data. */
export async function refreshStudentStatus(studentId: Id): Promise<StudentStatus> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'subscriptions',
    where: { student: { equals: studentId } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const status = studentStatusFor(docs)
  await payload.update({ collection: 'students', id: studentId, data: { status }, depth: 0, overrideAccess: true })
  return status
}

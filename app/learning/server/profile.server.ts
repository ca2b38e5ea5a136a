import { getPayloadClient } from '@cms/get-payload'
import { apiBodies } from '~/learning/api/api-schemas'
import type { SessionStudent } from '../../core/session.server'
import { studentView } from '../api/student-view'
import { learningBus } from './learning-bus.server'

const self = (student: SessionStudent) => ({ overrideAccess: false as const, user: student, depth: 0 })

/** The settings form sends both names; the API (and its OpenAPI document) either. One schema for both. */
export const profileUpdate = apiBodies.profileUpdate.required()

/** The session's own document: read for this request by the session itself, so not read again. */
export function getProfile(student: SessionStudent) {
  return studentView(student)
}

export async function updateProfile(student: SessionStudent, body: unknown) {
  const data = apiBodies.profileUpdate.parse(body)
  const payload = await getPayloadClient()
  const updated = studentView(await payload.update({ collection: 'students', id: student.id, data, ...self(student) }))
  // Certificates of courses completed before the student had a first name are issued now.
  if (updated.firstname?.trim()) await learningBus.emit('student.named', { student })
  return updated
}

/** Deletes the account and, through the collection hook, every enrolment and streak day. */
export async function deleteProfile(student: SessionStudent): Promise<void> {
  const payload = await getPayloadClient()
  await payload.delete({ collection: 'students', id: student.id, ...self(student) })
}

import { getPayloadClient } from '@cms/get-payload'
import { readOwnedSessions } from '../../core/visitor-cookies.server'
import { asStoredId, type Id } from '@schemas/id'

export type FunnelLinkResult = { linked: number }

/**
 * After sign-up, the answers the visitor gave in the funnels on this browser become the
 * student's: every funnel session the signed `funnel_session` cookie owns gets the student, and the
 * student `hasSavedOnboardingData`. Written as the site (overrideAccess): the new student cannot
 * own those sessions before they are linked, and the signed cookie is the proof of ownership.
 */
export async function attachFunnelSession(studentId: Id, request: Request): Promise<FunnelLinkResult> {
  const owned = Object.values(await readOwnedSessions(request))
  if (owned.length === 0) return { linked: 0 }
  const payload = await getPayloadClient()
  const { docs } = await payload.update({
    collection: 'funnel-sessions',
    where: { id: { in: owned }, student: { exists: false } },
    data: { student: asStoredId(studentId) },
    depth: 0,
  })
  if (docs.length > 0) {
    await payload.update({ collection: 'students', id: studentId, data: { hasSavedOnboardingData: true }, depth: 0 })
  }
  return { linked: docs.length }
}

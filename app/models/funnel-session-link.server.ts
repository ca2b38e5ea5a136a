import type { CollectionSlug } from 'payload'
import { getPayloadClient } from '../../cms/get-payload'
import { readCookie } from '~/learning/launch-context'

/** Set by the quiz funnel (another branch): the id of the visitor's stored funnel answers. */
export const funnelSessionCookie = 'funnel_session'
const funnelSessions = 'funnel-sessions'

export type FunnelLinkResult = { linked: false; reason: 'no-cookie' | 'no-collection' | 'not-found' } | { linked: true }

/**
 * The seam to the funnel: after sign-up, the visitor's stored answers become the student's. Until
 * the `funnel-sessions` collection is merged this finds no collection and does nothing; once it
 * exists, the answers get their `student` and the student `hasSavedOnboardingData`.
 * Runs as the site (the new student cannot own a document they have not been linked to yet).
 */
export async function attachFunnelSession(studentId: number, request: Request): Promise<FunnelLinkResult> {
  const sessionId = readCookie(request.headers.get('Cookie'), funnelSessionCookie)
  if (!sessionId) return { linked: false, reason: 'no-cookie' }
  const payload = await getPayloadClient()
  if (!payload.collections[funnelSessions as CollectionSlug]) return { linked: false, reason: 'no-collection' }
  const collection = funnelSessions as CollectionSlug
  const found = await payload.find({ collection, where: { id: { equals: sessionId } }, limit: 1, depth: 0 })
  if (!found.docs[0]) return { linked: false, reason: 'not-found' }
  await payload.update({ collection, id: sessionId, data: { student: studentId } as never, depth: 0 })
  await payload.update({ collection: 'students', id: studentId, data: { hasSavedOnboardingData: true }, depth: 0 })
  return { linked: true }
}

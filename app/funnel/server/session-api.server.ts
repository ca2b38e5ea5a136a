import { restoreFunnelSnapshot, toPersistedFunnel } from '@engine'
import { funnelSessionSaveSchema } from '@schemas/api/funnel-session'
import { getFunnel } from '../../core/funnels.server'
import { findOwnedSession, saveFunnelSession } from './funnel-session.server'
import { getStaffUser } from '../../core/staff.server'
import { errorResponse, ProblemError } from '../../core/problem'
import { apiError, describeIssues, readJsonBody } from './api-error.server'
import { readVisitor } from '../../core/visitor-cookies.server'
import { isVariant } from '../rules/experiment'
import { getExperiment } from '~/analytics/index.server'
import { machineFor } from './machine.server'

/**
 * `POST /api/funnel-session`: the player saves the engine's progress as the visitor goes. The
 * state is accepted only if the engine can resume it on this funnel's current version, and it is
 * written to the session this browser's cookie owns (a new one when it owns none).
 */
export async function receiveSessionSave(request: Request, clientIp: string) {
  const body = await readJsonBody(request)
  const parsed = funnelSessionSaveSchema.safeParse(body)
  if (!parsed.success) {
    return apiError(400, 'Invalid progress', body === undefined ? 'The body must be JSON.' : describeIssues(parsed.error))
  }
  const { funnelId, variant, preview, state } = parsed.data
  const staff = preview ? await getStaffUser(request) : null
  const definition = await getFunnel(funnelId, { preview: staff })
  if (!definition) return apiError(404, 'Unknown funnel', `There is no published funnel "${funnelId}".`)

  const visitor = await readVisitor(request)
  const existing = await findOwnedSession(request, visitor.id, funnelId)
  const now = existing?.createdAt ?? new Date().toISOString()
  const restored = restoreFunnelSnapshot(state, { machine: machineFor(definition), definition, now })
  if (!restored) return apiError(400, 'Invalid progress', 'The progress does not fit this version of the funnel.')

  const known = isVariant(await getExperiment(), variant)
  let saved: Awaited<ReturnType<typeof saveFunnelSession>>
  try {
    saved = await saveFunnelSession({
      request,
      clientIp,
      visitorId: visitor.id,
      funnelId,
      variant: known ? variant : undefined,
      persisted: toPersistedFunnel(restored, typeof state.savedAt === 'string' ? state.savedAt : undefined),
      existing,
    })
  } catch (error) {
    if (error instanceof ProblemError) return errorResponse(error.problem)
    throw error
  }
  const headers = new Headers()
  for (const cookie of [visitor.setCookie, saved.setCookie]) if (cookie) headers.append('Set-Cookie', cookie)
  return Response.json({ saved: saved.session !== null && !saved.stale }, { headers })
}

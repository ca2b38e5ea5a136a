import { getPayloadClient } from '@cms/get-payload'
import { storedId } from '@cms/document-id'
import { hitRateLimit, rateLimitRules, waitText } from '~/http/rate-limit'
import { tooManyProblem } from '../../core/problem'
import type { FunnelSession } from '@cms/payload-types'
import { COMPLETED, type PersistedFunnel } from '@engine/types'
import { answerList } from '../rules/answer-list'
import { attributionOf } from '../../core/attribution'
import { isUntouched } from '../rules/untouched'
import { readOwnedSessions, serializeOwnedSessions } from '../../core/visitor-cookies.server'

/**
 * The visitor's session for a funnel, if this browser owns one: the signed session cookie names
 * it, and it belongs to the same visitor and funnel. Read past access control — the cookie is the
 * access check.
 */
export async function findOwnedSession(request: Request, visitorId: string, funnelId: string): Promise<FunnelSession | null> {
  const owned = (await readOwnedSessions(request))[funnelId]
  if (!owned) return null
  const payload = await getPayloadClient()
  const id = storedId(payload, owned)
  if (id === null) return null
  const doc = await payload
    .findByID({ collection: 'funnel-sessions', id, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  return doc && doc.visitorId === visitorId && doc.funnelId === funnelId ? doc : null
}

export type SessionWrite = {
  request: Request
  /** For the per-address limit on new sessions (the per-visitor one uses `visitorId`). */
  clientIp: string
  visitorId: string
  funnelId: string
  variant?: string
  persisted: PersistedFunnel
  /** The session found by `findOwnedSession` for this request, if any. */
  existing: FunnelSession | null
}

/** `session` is null when nothing was answered yet and none exists: no row until the first answer. */
export type SessionSaved = { session: FunnelSession | null; setCookie?: string; stale: boolean }

/**
 * Saves progress: updates the owned session, or creates one with the first answer and returns the
 * cookie that owns it. A save older than the stored one (a retry overtaken by a later save)
 * changes nothing.
 */
export async function saveFunnelSession(write: SessionWrite): Promise<SessionSaved> {
  const { existing } = write
  if (!existing && isUntouched(write.persisted)) return { session: null, stale: false }
  const persisted = { ...write.persisted, savedAt: serverBoundSavedAt(write.persisted.savedAt) }
  if (existing && savedAt(persisted) < storedSavedAt(existing)) return { session: existing, stale: true }
  const payload = await getPayloadClient()
  const data = {
    visitorId: write.visitorId,
    funnelId: write.funnelId,
    variant: write.variant ?? existing?.variant ?? null,
    funnelVersion: persisted.version,
    state: persisted as unknown as Record<string, unknown>,
    answers: answerList(persisted),
    email: persisted.email ?? null,
    name: persisted.name ?? null,
    consent: persisted.consent ?? null,
    completedAt: existing?.completedAt ?? (persisted.screenId === COMPLETED ? new Date().toISOString() : null),
  }
  if (existing) {
    const session = await payload.update({ collection: 'funnel-sessions', id: existing.id, data, depth: 0, overrideAccess: true })
    return { session, stale: false }
  }
  await limitNewSessions(write)
  const { landingVariant, params } = attributionOf(write.request)
  const session = await payload.create({
    collection: 'funnel-sessions',
    data: { ...data, landingVariant, attribution: params },
    depth: 0,
    overrideAccess: true,
  })
  const owned = { ...(await readOwnedSessions(write.request)), [write.funnelId]: String(session.id) }
  return { session, setCookie: await serializeOwnedSessions(owned), stale: false }
}

/** The per-visitor cap first: one script keeping its cookie must not use up its address's allowance. */
async function limitNewSessions({ visitorId, clientIp }: SessionWrite): Promise<void> {
  for (const [rule, client] of [
    [rateLimitRules.funnelSessionPerVisitor, visitorId],
    [rateLimitRules.funnelSession, clientIp],
  ] as const) {
    const allowed = await hitRateLimit(rule, client)
    if (!allowed.ok) throw tooManyProblem('Too many new sessions', busyMessage(allowed.retryAfterSeconds), allowed.retryAfterSeconds)
  }
}

const busyMessage = (seconds: number) =>
  `So many people are starting from your network right now that we need a short pause. Please try again in ${waitText(seconds)}.`

/**
 * The stored save's time, never later than the server's clock when it was written (`updatedAt`):
 * a session saved with a future `savedAt` before saves were bounded (a device clock in the year
 * 9999) would otherwise refuse every later save as older.
 */
function storedSavedAt(session: FunnelSession): number {
  const written = Date.parse(session.updatedAt)
  return Number.isNaN(written) ? savedAt(session.state) : Math.min(savedAt(session.state), written)
}

function savedAt(state: unknown): number {
  const value = state && typeof state === 'object' ? (state as { savedAt?: unknown }).savedAt : undefined
  return typeof value === 'string' ? Date.parse(value) || 0 : 0
}

/**
 * Saves are ordered by their `savedAt` so a late retry cannot overwrite newer progress, but the
 * server's clock bounds it: a browser's clock (or a forged value such as the year 9999) can never
 * put a save after saves that are yet to come.
 */
export function serverBoundSavedAt(claimed: unknown, serverNow = new Date()): string {
  const time = typeof claimed === 'string' ? Date.parse(claimed) : Number.NaN
  if (Number.isNaN(time) || time > serverNow.getTime()) return serverNow.toISOString()
  return new Date(time).toISOString()
}

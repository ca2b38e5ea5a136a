import { getPayloadClient } from '@cms/get-payload'
import { COMPLETED } from '../../engine/types'
import { getFunnel } from '../../app/core/funnels.server'
import { issueVisitor, knownVisitorId, readOwnedSessions, serializeOwnedSessions } from '../../app/core/visitor-cookies.server'
import { findOwnedSession } from '../../app/funnel/server/funnel-session.server'
import { site, withCookies } from './requests'

type Reported = { name: string; funnelId: string; variant?: string; screenId?: string; occurredAt: string }

const pathOf = (state: unknown): string[] => {
  const saved = state as { screenId?: unknown; history?: unknown } | null
  const history = Array.isArray(saved?.history) ? saved.history.filter((id): id is string => typeof id === 'string') : []
  return typeof saved?.screenId === 'string' && saved.screenId !== COMPLETED ? [...history, saved.screenId] : history
}

/**
 * The progress a visitor's player has saved by the time it reports `events`, as the server keeps
 * it: per funnel, a session the visitor's cookies own whose path holds every screen the events show
 * (ended when one completes the funnel). The events API counts events only that far
 * (app/funnel/rules/event-agreement.ts). Answers the Cookie header of that browser: `cookie` with
 * the visitor's cookies added (a new visitor when it names none).
 */
export async function savedProgress(events: readonly Reported[], cookie = ''): Promise<string> {
  let jar = cookie
  if (!(await knownVisitorId(requestWith(jar)))) jar = withCookieHeader(jar, (await issueVisitor()).cookieHeader)
  const visitorId = (await knownVisitorId(requestWith(jar)))!
  const payload = await getPayloadClient()
  const owned = await readOwnedSessions(requestWith(jar))
  for (const funnelId of new Set(events.map((event) => event.funnelId))) {
    const mine = events.filter((event) => event.funnelId === funnelId).toSorted((a, b) => a.occurredAt.localeCompare(b.occurredAt))
    const existing = await findOwnedSession(requestWith(jar), visitorId, funnelId)
    const path = [...new Set([...pathOf(existing?.state), ...mine.flatMap((event) => (event.screenId ? [event.screenId] : []))])]
    const ended =
      mine.some((event) => event.name === 'funnel.completed') || (existing?.state as { screenId?: string })?.screenId === COMPLETED
    if (path.length === 0 && !ended) continue
    const state = {
      funnelId,
      version: (await getFunnel(funnelId))?.version ?? 1,
      screenId: ended ? COMPLETED : path.at(-1)!,
      history: ended ? path : path.slice(0, -1),
      answers: {},
      drafts: {},
    }
    const variant = mine.find((event) => event.variant)?.variant ?? null
    const data = { visitorId, funnelId, variant, funnelVersion: state.version, state }
    const session = existing
      ? await payload.update({ collection: 'funnel-sessions', id: existing.id, data, overrideAccess: true })
      : await payload.create({ collection: 'funnel-sessions', data, overrideAccess: true })
    owned[funnelId] = String(session.id)
  }
  const sessions = await serializeOwnedSessions(owned)
  return withCookieHeader(jar, sessions.slice(0, sessions.indexOf(';')))
}

const requestWith = (cookie: string) => new Request(site, { headers: cookie ? { cookie } : {} })

function withCookieHeader(cookie: string, pair: string): string {
  return withCookies(cookie, new Headers([['set-cookie', pair]]))
}

import { type Cookie, createCookie } from '@remix-run/node'
import { getEnv } from '../../config/env'
import { uuidPattern, randomId } from './uuid'

const day = 24 * 60 * 60

let cookies: { visitor: Cookie; sessions: Cookie; experiment: Cookie } | undefined

/**
 * The funnel's cookies: HttpOnly, SameSite=Lax, Secure on https or in production, and signed with
 * the site secret so a visitor cannot claim someone else's id or session.
 */
function funnelCookies() {
  if (cookies) return cookies
  const env = getEnv()
  const options = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: env.isProduction || env.publicUrl.startsWith('https:'),
    path: '/',
    secrets: [env.payloadSecret],
  }
  cookies = {
    /** The visitor (the spec's user_uuid); the browser mirrors it in localStorage. */
    visitor: createCookie('user_uuid', { ...options, maxAge: 365 * day }),
    /** Which funnel session this browser owns, per funnel id. */
    sessions: createCookie('funnel_session', { ...options, maxAge: 90 * day }),
    /** The /experiment variant, so a visitor keeps seeing the same one. */
    experiment: createCookie('experiment_variant', { ...options, maxAge: 90 * day }),
  }
  return cookies
}

export type Visitor = { id: string; setCookie?: string }

/** The visitor id this request's signed cookie names (one the server gave out), or null. */
export async function knownVisitorId(request: Request): Promise<string | null> {
  const value: unknown = await funnelCookies().visitor.parse(request.headers.get('cookie'))
  return typeof value === 'string' && uuidPattern.test(value) ? value : null
}

/** The visitor of this request; a new id (and the cookie that keeps it) when there is none yet. */
export async function readVisitor(request: Request): Promise<Visitor> {
  const known = await knownVisitorId(request)
  if (known) return { id: known }
  const id = randomId()
  return { id, setCookie: await funnelCookies().visitor.serialize(id) }
}

/**
 * A new visitor made before any page renders (host/page-cache.ts): its id, the Set-Cookie that
 * keeps it, and the Cookie header a request from that visitor carries.
 */
export async function issueVisitor(): Promise<{ id: string; setCookie: string; cookieHeader: string }> {
  const id = randomId()
  const setCookie = await funnelCookies().visitor.serialize(id)
  return { id, setCookie, cookieHeader: setCookie.slice(0, setCookie.indexOf(';')) }
}

export type OwnedSessions = Record<string, string>

export async function readOwnedSessions(request: Request): Promise<OwnedSessions> {
  const value: unknown = await funnelCookies().sessions.parse(request.headers.get('cookie'))
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
}

export function serializeOwnedSessions(sessions: OwnedSessions): Promise<string> {
  return funnelCookies().sessions.serialize(sessions)
}

export async function readExperimentVariant(request: Request): Promise<string | undefined> {
  const value: unknown = await funnelCookies().experiment.parse(request.headers.get('cookie'))
  return typeof value === 'string' ? value : undefined
}

export function serializeExperimentVariant(variant: string): Promise<string> {
  return funnelCookies().experiment.serialize(variant)
}

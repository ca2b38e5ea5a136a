import type { Request, RequestHandler, Response } from 'express'
import onHeaders from 'on-headers'
import type { Payload } from 'payload'
import type { HostHttp } from '../app/host-port.server'
import type { DatabaseKind } from '../config/database-uri'
import { readBody } from './read-body'
import { refuse } from './refuse'

const allowedMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** TRACE, CONNECT and inventions are answered 405 before anything reads their body. */
export const knownMethods: RequestHandler = (req, res, next) => {
  if (allowedMethods.has(req.method)) return next()
  res.set('Allow', [...allowedMethods].join(', '))
  refuse(req, res, 405, 'Method not allowed', 'This address does not accept that method.')
}

/** A path whose percent-escapes do not decode (/admin/%ff) is a bad request, not a server error. */
export const decodablePath: RequestHandler = (req, res, next) => {
  try {
    decodeURIComponent(req.path)
    return next()
  } catch {
    refuse(req, res, 400, 'Bad request', 'The address is not valid.')
  }
}

/** X-Forwarded-Host counts only from a proxy TRUST_PROXY trusts; from anyone else it is dropped. */
export const trustedForwardedHost: RequestHandler = (req, _res, next) => {
  const trusts = req.app.get('trust proxy fn') as (address: string, hop: number) => boolean
  if (req.headers['x-forwarded-host'] && !trusts(req.socket.remoteAddress ?? '', 0)) delete req.headers['x-forwarded-host']
  next()
}

/**
 * The one origin policy (app/http/origin-policy.ts) for every mutation the host serves. Once it
 * has accepted a request's Origin, the host tells Remix that Origin's host: Remix's own check
 * (origin host = forwarded or Host header) would otherwise fail with a 500 behind a proxy that
 * forwards the public address as Origin but an internal Host.
 */
export function originPolicy(publicUrl: string, { checkOrigin }: HostHttp): RequestHandler {
  return (req, res, next) => {
    const verdict = checkOrigin(
      { method: req.method, url: `${req.protocol}://${req.get('host')}`, header: (name) => req.get(name) },
      publicUrl,
    )
    if (!verdict.ok) return refuse(req, res, 403, 'Forbidden', verdict.reason)
    const origin = req.get('origin')
    const originHost = origin && origin !== 'null' ? safeHost(origin) : undefined
    const effectiveHost = req.get('x-forwarded-host')?.split(',')[0]?.trim() || req.get('host')
    if (originHost && originHost !== effectiveHost) req.headers['x-forwarded-host'] = originHost
    next()
  }
}

function safeHost(url: string): string | undefined {
  try {
    return new URL(url).host
  } catch {
    return undefined
  }
}

/** Bodies are limited by their declared length before anything reads them. */
export function bodyLimit(isCmsPath: (path: string) => boolean, { bodyLimitFor, checkBodySize }: HostHttp): RequestHandler {
  return (req, res, next) => {
    const verdict = checkBodySize(
      { contentLength: req.get('content-length'), transferEncoding: req.get('transfer-encoding') },
      bodyLimitFor(req.path, isCmsPath(req.path)),
    )
    if (verdict.ok) return next()
    refuse(req, res, verdict.status, verdict.status === 413 ? 'Too large' : 'Length required', verdict.message)
  }
}

const authCollections = '(users|students)'
const loginPath = new RegExp(`^/cms/api/${authCollections}/login/?$`)
const resetPath = new RegExp(`^/cms/api/${authCollections}/(forgot-password|reset-password|unlock)/?$`)
const forgotPath = new RegExp(`^/cms/api/${authCollections}/forgot-password/?$`)

/**
 * Payload's own login and reset endpoints share the product's per-client limits: one `login`
 * count covers /auth/signin, /api/auth/signin and both Payload logins, and counts only the logins
 * Payload refuses (rateLimitRules.login says why). Forgot-password mails a link, so it also spends
 * the inbox's allowance, shared with the site's mailed codes (rateLimitRules.codeMailPerRecipient).
 */
export function cmsAuthRateLimit(http: HostHttp): RequestHandler {
  const { failureLimit, hitRateLimit, hitRecipientLimit, rateLimitRules, recipientLimitMessage } = http
  const tooMany = tooManyWith(http)
  return async (req, res, next) => {
    if (req.method !== 'POST') return next()
    const client = req.ip ?? 'unknown'
    try {
      if (loginPath.test(req.path)) {
        const { allowed, failed } = await failureLimit(rateLimitRules.login, client)
        if (!allowed.ok) return tooMany(req, res, allowed.retryAfterSeconds)
        res.once('finish', () => {
          if (res.statusCode >= 400 && res.statusCode < 500) void failed().catch(() => undefined)
        })
        return next()
      }
      if (!resetPath.test(req.path)) return next()
      const result = await hitRateLimit(rateLimitRules.passwordReset, client)
      if (!result.ok) return tooMany(req, res, result.retryAfterSeconds)
      if (!forgotPath.test(req.path)) return next()
      if (Number(req.get('content-length') ?? 0) > maxForgotBodyBytes)
        return refuse(req, res, 413, 'Too large', 'A password reset request is a few bytes: an email address.')
      const body = await readBody(req)
      // Payload sends this body on from memory (cmsProxy in http-app.ts).
      res.locals.cmsBody = body
      const email = await forgotPasswordEmail(req.get('content-type') ?? '', body)
      if (email === undefined) return refuse(req, res, 400, 'Bad request', 'Send one email address as JSON: {"email": "…"}.')
      if (email === null) return next()
      const inbox = await hitRecipientLimit(email)
      if (!inbox.ok) return tooMany(req, res, inbox.retryAfterSeconds, recipientLimitMessage(inbox.retryAfterSeconds))
      next()
    } catch (error) {
      next(error)
    }
  }
}

const maxForgotBodyBytes = 16 * 1024

/**
 * The email Payload's forgot-password will read from this body, parsed as Payload parses it
 * (payload/dist/utilities/addDataAndFileToRequest.js): JSON, or the `_payload` field of the admin's
 * multipart form. null when Payload would find none (it answers 400 and mails nothing); undefined
 * when the body is one this check cannot read for certain, which is refused rather than let past.
 */
async function forgotPasswordEmail(contentTypeHeader: string, body: Buffer): Promise<string | null | undefined> {
  const [contentType] = contentTypeHeader.split(';', 1)
  let data: unknown
  try {
    if (contentType === 'application/json') {
      const text = body.toString('utf8')
      data = text ? JSON.parse(text) : {}
    } else if (contentType?.includes('multipart/')) {
      const fields = (await new Response(new Uint8Array(body), { headers: { 'Content-Type': contentTypeHeader } }).formData()).getAll(
        '_payload',
      )
      if (fields.length > 1) return undefined
      if (typeof fields[0] !== 'string') return null
      data = JSON.parse(fields[0])
    } else return null
  } catch {
    return contentType === 'application/json' ? null : undefined
  }
  const email = data && typeof data === 'object' ? (data as { email?: unknown }).email : undefined
  return typeof email === 'string' && email.trim() ? email : null
}

const tooManyWith =
  ({ rateLimitMessage }: HostHttp) =>
  (req: Request, res: Response, retryAfterSeconds: number, message = rateLimitMessage(retryAfterSeconds)) => {
    res.set('Retry-After', String(retryAfterSeconds))
    refuse(req, res, 429, 'Too many attempts', message)
  }

/** Second path segments Payload routes itself under a collection (payload/dist/{collections,auth}/endpoints). */
const collectionRoutes = new Set([
  'count',
  'access',
  'versions',
  'forgot-password',
  'init',
  'login',
  'logout',
  'me',
  'refresh-token',
  'first-register',
  'reset-password',
  'unlock',
  'verify',
  'file',
  'paste-url',
])

/**
 * Payload REST addresses that must not reach Payload: its migrations table (whose 501 names the
 * admin's internal port), `/versions` of collections that keep none, and document ids the
 * database cannot hold (`/cms/api/courses/abc` on SQL made Payload answer 500).
 */
export function cmsApiSurface(payload: Payload, databaseKind: DatabaseKind): RequestHandler {
  const isId = documentIdTest(databaseKind)
  return (req, res, next) => {
    const match = /^\/cms\/api\/([^/]+)(?:\/([^/]+))?/.exec(req.path)
    if (!match) return next()
    const slug = decodeURIComponent(match[1]!)
    const second = match[2] ? decodeURIComponent(match[2]) : undefined
    const collection = payload.collections[slug as keyof typeof payload.collections]
    if (slug === 'payload-migrations') return refuse(req, res, 404, 'Not found', 'Not found.')
    // Payload's own collections route by other keys (preferences by name).
    if (!collection || second === undefined || slug.startsWith('payload-')) return next()
    if (second === 'versions' && !collection.config.versions)
      return refuse(req, res, 404, 'Not found', 'This collection keeps no versions.')
    if (!collectionRoutes.has(second) && !isId(second)) return refuse(req, res, 404, 'Not found', 'There is no document with that id.')
    next()
  }
}

/** Whether a value is a document id the database can hold: an ObjectId on MongoDB, a positive 32-bit integer on SQL. */
export function documentIdTest(databaseKind: DatabaseKind): (value: string) => boolean {
  if (databaseKind === 'mongodb') return (value) => /^[a-f0-9]{24}$/i.test(value)
  return (value) => /^\d{1,10}$/.test(value) && Number(value) <= 2 ** 31 - 1
}

/** Dynamic answers to a signed-in request are `private, no-store`, whatever the route set. */
export const privateWhenPersonal =
  ({ isPersonalRequest, privateCacheControl }: HostHttp): RequestHandler =>
  (req, res, next) => {
    if (isPersonalRequest((name) => req.get(name))) onHeaders(res, () => res.setHeader('Cache-Control', privateCacheControl))
    next()
  }

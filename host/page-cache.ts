import { type AppLoadContext, createRequestHandler, type ServerBuild } from '@remix-run/node'
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express'
import { cspNonce } from './security-headers'

/**
 * New visitors' pages from memory (issue #12, decision 008). An ad burst is thousands of phones
 * opening the same first screen without cookies; rendering it for each costs the framework's route
 * matching, loaders and React render (~4 ms here), so the rendered page is kept as a template and
 * only the three things that differ per response are filled in: the CSP nonce, the new visitor's id
 * (and the cookie that keeps it) and the request time.
 *
 * Which requests qualify, and under which key, is the app's decision (`pageCachePolicy`, exported
 * by app/entry.server.tsx, see app/page-cache-policy.server.ts); the key carries the content
 * stamp, so a marketer's edit reaches the next visitor as fast as it reaches the content cache.
 * Only complete 200 HTML answers without cookies of their own are kept, for `ttlMs` at most (so
 * time-dependent copy such as a year never goes stale), and at most `maxEntries` of them.
 */
type NewVisitor = { id: string; setCookie: string; cookieHeader: string }
type RequestHead = { url: URL; header: (name: string) => string | undefined }
export type PageCachePolicy = {
  keyOf: (head: RequestHead) => Promise<string | null>
  issueVisitor: () => Promise<NewVisitor>
}

const slots = ['nonce', 'visitor', 'time'] as const
type Slot = (typeof slots)[number]
export type SlotValues = Record<Slot, string>

/** A page cut where the per-response values were: `parts[0] slot[0] parts[1] slot[1] … parts[n]`. */
export type Template = { parts: string[]; slots: Slot[] }

export function makeTemplate(body: string, values: SlotValues): Template {
  const bySlot = new Map<string, Slot>()
  for (const slot of slots) if (values[slot]) bySlot.set(values[slot], slot)
  const parts: string[] = []
  const found: Slot[] = []
  if (bySlot.size === 0) return { parts: [body], slots: [] }
  const pattern = new RegExp([...bySlot.keys()].map(escapeRegExp).join('|'), 'g')
  let from = 0
  for (const match of body.matchAll(pattern)) {
    parts.push(body.slice(from, match.index))
    found.push(bySlot.get(match[0])!)
    from = match.index + match[0].length
  }
  parts.push(body.slice(from))
  return { parts, slots: found }
}

export function fillTemplate(template: Template, values: SlotValues): string {
  let body = template.parts[0]!
  for (let index = 0; index < template.slots.length; index++) body += values[template.slots[index]!] + template.parts[index + 1]!
  return body
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}

type Entry = { template: Template; headers: [string, string][]; madeAt: number }

export type PageCacheOptions = {
  build: ServerBuild
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext
  ttlMs?: number
  maxEntries?: number
}

export function pageCache({ build, getLoadContext, ttlMs = 60_000, maxEntries = 200 }: PageCacheOptions): RequestHandler {
  const policy = (build.entry.module as { pageCachePolicy?: PageCachePolicy }).pageCachePolicy
  if (!policy) return (_req, _res, next) => next()
  const handleRequest = createRequestHandler(build, 'production')
  const entries = new Map<string, Entry>()
  const pending = new Map<string, Promise<Entry | null>>()

  const store = (key: string, entry: Entry) => {
    entries.delete(key)
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!)
    entries.set(key, entry)
  }

  /** Renders the page as the app would for `visitor`; keeps it when it can serve others too. */
  async function render(req: ExpressRequest, res: ExpressResponse, url: URL, visitor: NewVisitor, values: SlotValues) {
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value)
      else if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    }
    headers.set('cookie', visitor.cookieHeader)
    const response = await handleRequest(new Request(url, { headers }), getLoadContext(req, res))
    const body = await response.text()
    const keep =
      response.status === 200 && response.headers.get('content-type')?.startsWith('text/html') && !response.headers.has('set-cookie')
    const entry: Entry | null = keep
      ? {
          template: makeTemplate(body, values),
          headers: [...response.headers].filter(([name]) => name !== 'content-length' && name !== 'date'),
          madeAt: Date.now(),
        }
      : null
    return { response, body, entry }
  }

  return async (req, res, next) => {
    if (req.method !== 'GET') return next()
    let key: string | null
    let url: URL
    try {
      url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`)
      key = await policy.keyOf({ url, header: (name) => req.get(name) })
    } catch {
      return next()
    }
    if (!key) return next()
    try {
      const visitor = await policy.issueVisitor()
      const values: SlotValues = { nonce: cspNonce(res), visitor: visitor.id, time: new Date().toISOString() }
      res.locals.requestTime = values.time
      const cached = entries.get(key)
      if (cached && Date.now() - cached.madeAt < ttlMs) return send(res, cached, values, visitor, 'hit')
      const waiting = pending.get(key)
      if (waiting) {
        const entry = await waiting
        return entry ? send(res, entry, values, visitor, 'hit') : next()
      }
      const rendering = render(req, res, url, visitor, values)
      const settled = rendering.then((result) => result.entry).catch(() => null)
      pending.set(key, settled)
      void settled.then((entry) => {
        pending.delete(key)
        if (entry) store(key, entry)
      })
      const { response, body, entry } = await rendering
      if (entry) return send(res, entry, values, visitor, 'miss')
      // Not a page others can share (a 404, a redirect): this visitor gets it as rendered.
      res.status(response.status)
      for (const [name, value] of response.headers) if (name !== 'content-length') res.append(name, value)
      res.append('Set-Cookie', visitor.setCookie)
      res.end(body)
    } catch (error) {
      next(error)
    }
  }
}

function send(res: ExpressResponse, entry: Entry, values: SlotValues, visitor: NewVisitor, state: 'hit' | 'miss') {
  const body = fillTemplate(entry.template, values)
  res.status(200)
  for (const [name, value] of entry.headers) res.setHeader(name, value)
  res.append('Set-Cookie', visitor.setCookie)
  res.setHeader('X-Page-Cache', state)
  res.setHeader('Content-Length', Buffer.byteLength(body))
  res.end(body)
}

import type { RequestHandler } from 'express'
import type { Payload } from 'payload'
import qs from 'qs'
import { readBody } from '../read-body'
import { refuse } from '../refuse'
import { fieldKindResolver } from './field-kinds'
import { isStaffRequest, pageSizeProblem } from './page-size'
import { checkWhere } from './where-check'

const maxDepth = 10
const maxQueryBytes = 64 * 1024
const maxPage = 100_000

/**
 * Payload REST query strings checked before Payload sees them: `where` (see where-check.ts),
 * `page`, `depth`, `sort`, `data`, and on reads the page size (page-size.ts). What
 * Payload would have turned into a 500 — or a whole table in one answer — is a 400 that says why.
 */
export function cmsQueryGuard(payload: Payload, isId: (value: string) => boolean): RequestHandler {
  return async (req, res, next) => {
    const match = /^\/cms\/api\/([^/]+)(?:\/([^/]+))?/.exec(req.path)
    if (!match) return next()
    const search = req.originalUrl.indexOf('?')
    let text = search < 0 ? '' : req.originalUrl.slice(search + 1)
    // Payload reads a POST with this header as a GET whose query string is the form body (the admin's relationship fields send these).
    const override = [req.get('x-payload-http-method-override'), req.get('x-http-method-override')].includes('GET')
    const readsAsGet = req.method === 'POST' && override && Boolean(req.is('application/x-www-form-urlencoded'))
    if (readsAsGet) {
      // A query string, not an upload: the CMS's 11 MB body limit is far more than one needs.
      if (!(Number(req.get('content-length')) <= maxQueryBytes)) return refuse(req, res, 413, 'Too large', 'A query may be at most 64 KB.')
      // An earlier guard may have read it already (cmsAuthRateLimit reads forgot-password bodies).
      const body = (res.locals.cmsBody as Buffer | undefined) ?? (await readBody(req).catch(() => undefined))
      if (!body) return refuse(req, res, 400, 'Bad request', 'The body could not be read.')
      res.locals.cmsBody = body
      text = [text, body.toString('utf8')].filter(Boolean).join('&')
    }
    if (!text) return next()
    // The same parse as Payload's (payload/dist/utilities/createPayloadRequest.js).
    const query = qs.parse(text, { allowEmptyArrays: true, arrayLimit: 1000, depth: 10 })
    const slug = safeDecode(match[1]!)
    const collection = slug in payload.collections && !slug.startsWith('payload-') ? slug : undefined
    const problem = checkQuery(query, { payload, collection, versions: match[2] === 'versions', isId })
    if (problem) return refuse(req, res, 400, 'Bad request', problem)
    const read = req.method === 'GET' || req.method === 'HEAD' || readsAsGet
    const tooMany = read ? pageSizeProblem(query) : null
    if (tooMany && !(await isStaffRequest(payload, req).catch(() => false))) return refuse(req, res, 400, 'Bad request', tooMany)
    next()
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

type Target = { payload: Payload; collection: string | undefined; versions: boolean; isId: (value: string) => boolean }

function checkQuery(query: Record<string, unknown>, target: Target): string | null {
  const { page, depth, pagination, sort, where, data } = query
  if (pagination !== undefined && pagination !== 'true' && pagination !== 'false') return 'pagination is true or false.'
  if (page !== undefined && !wholeNumber(page, 1, maxPage)) return `page must be a whole number from 1 to ${maxPage}.`
  if (depth !== undefined && !wholeNumber(depth, 0, maxDepth)) return `depth must be a whole number from 0 to ${maxDepth}.`
  if (sort !== undefined && !sortFields(sort))
    return 'sort is a field name, or several separated by commas, each optionally starting with -.'
  if (data !== undefined && (typeof data !== 'string' || !isJsonObject(data))) return 'data must be a JSON object.'
  if (where === undefined) return null
  if (!target.collection) return null
  let conditions = where
  if (typeof where === 'string') {
    if (where === '') return null
    conditions = parsesAsJson(where) ? JSON.parse(where) : undefined
    if (conditions === undefined) return 'where must be conditions such as where[title][equals]=…, or the same as JSON.'
  }
  return checkWhere(conditions, {
    kindOf: fieldKindResolver(target.payload, target.collection, target.versions),
    isId: target.isId,
  })
}

function wholeNumber(value: unknown, min: number, max: number): boolean {
  return typeof value === 'string' && /^\d{1,9}$/.test(value) && Number(value) >= min && Number(value) <= max
}

function sortFields(value: unknown): boolean {
  if (value === '') return true
  const list = Array.isArray(value) ? value : [value]
  return (
    list.length <= 10 &&
    list.every((item) => typeof item === 'string' && /^(-?[A-Za-z0-9_.]{1,100})(,-?[A-Za-z0-9_.]{1,100}){0,9}$/.test(item))
  )
}

function isJsonObject(text: string): boolean {
  if (!parsesAsJson(text)) return false
  const value: unknown = JSON.parse(text)
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

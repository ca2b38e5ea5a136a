import { funnelEventBatchSchema } from '@schemas/api/funnel-events'
import { recordFunnelEvents } from './funnel-events.server'
import { apiError, describeIssues, readJsonBody } from './api-error.server'
import { readVisitor } from '../../core/visitor-cookies.server'
import { eventContextOf } from '~/analytics/index.server'
import { admitFunnelEvents } from './event-admission.server'

/**
 * `POST /api/funnel-events`: stores a batch for the visitor of the cookie. Bad input is a 400 with
 * the problem, never a 500; events already stored are counted as duplicates and skipped. Only
 * events a visitor of a published funnel could send are taken, within caps (event-admission.server.ts).
 * The server labels the batch: bot or browser (User-Agent), staff preview (only when a staff member
 * is signed in), and the ad parameters of the page that sent it (see event-context.server.ts).
 */
export async function receiveFunnelEvents(request: Request, { clientIp = 'unknown', now = Date.now() } = {}) {
  const body = await readJsonBody(request)
  if (body === undefined) return apiError(400, 'Invalid events', 'The body must be JSON: {"events": [...]}, at most 64 KB.')
  const parsed = funnelEventBatchSchema.safeParse(body)
  if (!parsed.success) return apiError(400, 'Invalid events', describeIssues(parsed.error))

  const visitor = await readVisitor(request)
  const context = await eventContextOf(request, parsed.data.preview ? 'claimed' : 'none')
  const refusal = await admitFunnelEvents(parsed.data.events, {
    now,
    clientIp,
    visitorId: visitor.id,
    newVisitor: Boolean(visitor.setCookie),
    staffPreview: context.traffic === 'preview',
  })
  if (refusal) {
    const response = apiError(refusal.status, refusal.title, refusal.message)
    if (refusal.retryAfterSeconds) response.headers.set('Retry-After', String(refusal.retryAfterSeconds))
    return response
  }
  const result = await recordFunnelEvents(
    visitor.id,
    parsed.data.events.map(({ id, ...event }) => ({ eventId: id, ...event })),
    context,
  )
  const headers = visitor.setCookie ? { 'Set-Cookie': visitor.setCookie } : undefined
  return Response.json(result, { headers })
}

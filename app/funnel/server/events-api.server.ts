import { funnelEventBatchSchema } from '@schemas/api/funnel-events'
import { apiError, describeIssues, readJsonBody } from './api-error.server'
import { knownVisitorId } from '../../core/visitor-cookies.server'
import { eventContextOf } from '~/analytics/index.server'
import { admitFunnelEvents } from './event-admission.server'
import { recordAgreeingEvents } from './event-agreement.server'

/**
 * `POST /api/funnel-events`: stores a batch for the visitor of the cookie. Bad input is a 400 with
 * the problem, never a 500; events already stored are counted as duplicates and skipped. Only
 * events a visitor of a published funnel could send are taken, within caps (event-admission.server.ts).
 * The server labels the batch: bot or browser (User-Agent), staff preview (only when a staff member
 * is signed in), and the ad parameters of the page that sent it (see event-context.server.ts).
 *
 * What counts is what agrees with the funnel session the server saw (event-agreement.server.ts);
 * the rest is left out quietly: the answer is the same 200, its `stored` and `duplicates` telling
 * only of the events that counted, so a forger learns nothing of the rule from it and the player
 * has nothing to resend. A batch without the visitor cookie the funnel page sets counts nothing,
 * and this API gives out no cookie: a new visitor is one the server rendered a page for.
 */
export async function receiveFunnelEvents(request: Request, { clientIp = 'unknown', now = Date.now() } = {}) {
  const body = await readJsonBody(request)
  if (body === undefined) return apiError(400, 'Invalid events', 'The body must be JSON: {"events": [...]}, at most 64 KB.')
  const parsed = funnelEventBatchSchema.safeParse(body)
  if (!parsed.success) return apiError(400, 'Invalid events', describeIssues(parsed.error))

  const visitorId = await knownVisitorId(request)
  const context = await eventContextOf(request, parsed.data.preview ? 'claimed' : 'none')
  const refusal = await admitFunnelEvents(parsed.data.events, {
    now,
    clientIp,
    visitorId,
    staffPreview: context.traffic === 'preview',
  })
  if (refusal) {
    const response = apiError(refusal.status, refusal.title, refusal.message)
    if (refusal.retryAfterSeconds) response.headers.set('Retry-After', String(refusal.retryAfterSeconds))
    return response
  }
  if (!visitorId) return Response.json({ stored: 0, duplicates: 0 })
  const events = parsed.data.events.map(({ id, ...event }) => ({ eventId: id, ...event }))
  return Response.json(await recordAgreeingEvents(request, visitorId, events, context))
}

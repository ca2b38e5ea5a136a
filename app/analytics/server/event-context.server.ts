import { getStaffUser } from '../../core/staff.server'
import { attributionOf } from '../../core/attribution'
import { adParamsOf, classifyTraffic, sourceOf } from '../rules/traffic'
import type { SinkEvent } from './event-sink.server'

/** What the server adds to every event of a request: who sent it, and where the visit came from. */
export type EventContext = Pick<SinkEvent, 'traffic' | 'source' | 'landingVariant' | 'attribution'>

/**
 * How a request's events are labelled. `preview` is `'verified'` when the server itself has just
 * served the request as a staff preview (a form post on a `?preview=1` page), `'claimed'` when the
 * batch or its page says so — then it counts only if a staff member is signed in on this browser,
 * so a visitor cannot hide their own visit and a staff preview is caught even without the flag
 * (the page's address still carries `?preview=1`).
 */
export async function eventContextOf(request: Request, preview: 'verified' | 'claimed' | 'none'): Promise<EventContext> {
  const { landingVariant, params } = attributionOf(request)
  const claimed = preview === 'claimed' || previewPage(request)
  const staffPreview = preview === 'verified' || (claimed && (await getStaffUser(request)) !== null)
  return {
    traffic: classifyTraffic({ userAgent: request.headers.get('user-agent'), staffPreview }),
    source: sourceOf(params),
    landingVariant,
    attribution: adParamsOf(params),
  }
}

/** The page the request came from (its own address, or the Referer for API calls) has ?preview=1. */
function previewPage(request: Request): boolean {
  for (const address of [request.url, request.headers.get('referer') ?? '']) {
    try {
      const preview = new URL(address).searchParams.get('preview')
      if (preview === '1' || preview === 'true') return true
    } catch {
      // Not an address: no preview there.
    }
  }
  return false
}

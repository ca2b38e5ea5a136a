import type { TrackParams } from '@engine'
import type { EventContext } from '~/analytics/index.server'
import { recordFunnelEvents } from './funnel-events.server'
import { toEventPayload } from '../client/event-queue'

/** Events of transitions the server ran itself (form posts), stored as the browser's would be. */
export async function recordTracked(
  visitorId: string,
  funnelId: string,
  variant: string | undefined,
  tracked: TrackParams[],
  context: EventContext,
) {
  if (tracked.length === 0) return
  await recordFunnelEvents(
    visitorId,
    tracked.map((params) => {
      const { id, ...event } = toEventPayload(params, funnelId, variant)
      return { eventId: id, ...event }
    }),
    context,
  )
}

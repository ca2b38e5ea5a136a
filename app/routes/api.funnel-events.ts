import type { ActionFunctionArgs } from '@remix-run/node'
import { receiveFunnelEvents } from '~/funnel/server/events-api.server'

/** `POST /api/funnel-events` — see receiveFunnelEvents. */
export function action({ request, context }: ActionFunctionArgs) {
  return receiveFunnelEvents(request, { clientIp: context.clientIp ?? 'unknown' })
}

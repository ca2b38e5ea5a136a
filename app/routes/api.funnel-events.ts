import type { ActionFunctionArgs } from '@remix-run/node'
import { receiveFunnelEvents } from '~/funnel/server/events-api.server'

/** `POST /api/funnel-events` — see receiveFunnelEvents. */
export function action({ request }: ActionFunctionArgs) {
  return receiveFunnelEvents(request)
}

import type { ActionFunctionArgs } from '@remix-run/node'
import { receiveFunnelEvents } from '~/funnel/index.server'

/** `POST /api/funnel-events` — see receiveFunnelEvents. */
export function action({ request, context }: ActionFunctionArgs) {
  return receiveFunnelEvents(request, { clientIp: context.clientIp ?? 'unknown' })
}

import type { ActionFunctionArgs } from '@remix-run/node'
import { receiveSessionSave } from '~/funnel/index.server'

/** `POST /api/funnel-session` — see receiveSessionSave. */
export function action({ request, context }: ActionFunctionArgs) {
  return receiveSessionSave(request, context.clientIp ?? 'unknown')
}

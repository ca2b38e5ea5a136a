import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { solidgateSimulator } from '../payments/solidgate/simulator-instance.server'
import { getEnv } from '../../../config/env'

/**
 * The local Solidgate (Payment Page API and hosted page, card order webhooks, status and refund
 * API) under /dev/payments/solidgate/*; absent (404) unless Solidgate is simulated here. It
 * answers with Solidgate's own HTML and JSON.
 */
async function serve({ request, params }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (!getEnv().payments.solidgate?.simulated) throw new Response('Not found', { status: 404 })
  return solidgateSimulator().handle(request, params['*'] ?? '')
}

export const loader = serve
export const action = serve

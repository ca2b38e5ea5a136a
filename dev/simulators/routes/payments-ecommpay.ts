import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { ecommpaySimulator } from '../payments/ecommpay/simulator-instance.server'
import { getEnv } from '../../../config/env'

/**
 * The local Ecommpay (Payment Page, callbacks, Gate API) under /dev/payments/ecommpay/*; absent
 * (404) unless Ecommpay is simulated here. It answers with Ecommpay's own HTML and JSON.
 */
async function serve({ request, params }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (!getEnv().payments.ecommpay?.simulated) throw new Response('Not found', { status: 404 })
  return ecommpaySimulator().handle(request, params['*'] ?? '')
}

export const loader = serve
export const action = serve

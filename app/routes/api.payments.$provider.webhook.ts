import type { ActionFunctionArgs } from '@remix-run/node'
import { handleWebhook } from '~/payments/index.server'

/** POST /api/payments/{solidgate|ecommpay}/webhook — the providers' signed reports (raw body). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return new Response('Method not allowed', { status: 405, headers: { Allow: 'POST' } })
  return handleWebhook(params.provider, request, context.clientIp ?? 'unknown')
}

export function loader() {
  return new Response('Method not allowed', { status: 405, headers: { Allow: 'POST' } })
}

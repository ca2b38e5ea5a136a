import type { ActionFunctionArgs } from '@remix-run/node'
import { apiHandler, methodNotAllowed, parseBody, readJson } from '~/http/api.server'
import { nextCardChargeSchema, setNextCardCharge } from '~/payments/server/simulated-renewal.server'

/**
 * POST /dev/payments/saved-card `{ email, outcome, code? }` — makes the next charge of a student's
 * saved card approve or decline in the local simulator (404 unless the simulator is enabled).
 * For development and tests, like dev.payments.renewals.ts.
 */
export async function action({ request }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== 'POST') methodNotAllowed()
    return setNextCardCharge(parseBody(nextCardChargeSchema, await readJson(request)))
  })
}

export function loader() {
  return apiHandler(async () => methodNotAllowed())
}

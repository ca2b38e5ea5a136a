import type { ActionFunctionArgs } from '@remix-run/node'
import { apiHandler, methodNotAllowed, parseBody, readJson } from '~/http/api.server'
import { nextCardChargeSchema, setNextCardCharge } from '../payments/controls/simulated-renewal.server'
import { requireSimulatorStaff } from '../payments/controls/simulator-staff.server'

/**
 * POST /dev/payments/saved-card `{ email, outcome, code? }` — makes the next charge of a student's
 * saved card approve or decline in the local simulator. For development and tests, staff only, like
 * payments-renewals.ts.
 */
export async function action({ request }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== 'POST') methodNotAllowed()
    await requireSimulatorStaff(request)
    return setNextCardCharge(parseBody(nextCardChargeSchema, await readJson(request)))
  })
}

export function loader() {
  return apiHandler(async () => methodNotAllowed())
}

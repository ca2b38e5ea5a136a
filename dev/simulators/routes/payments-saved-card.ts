import type { ActionFunctionArgs } from '@remix-run/node'
import { product } from '../product'
import { nextCardChargeSchema, setNextCardCharge } from '../payments/controls/simulated-renewal.server'
import { requireSimulatorStaff } from '../payments/controls/simulator-staff.server'

/**
 * POST /dev/payments/saved-card `{ email, outcome, code? }` — makes the next charge of a student's
 * saved card approve or decline in the local simulator. For development and tests, staff only, like
 * payments-renewals.ts.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { apiHandler, methodNotAllowed, parseBody, readJson } = (await product()).api
  return apiHandler(async () => {
    if (request.method !== 'POST') methodNotAllowed()
    await requireSimulatorStaff(request)
    return setNextCardCharge(parseBody(nextCardChargeSchema, await readJson(request)))
  })
}

export async function loader() {
  const { apiHandler, methodNotAllowed } = (await product()).api
  return apiHandler(async () => methodNotAllowed())
}

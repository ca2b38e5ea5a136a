import type { ActionFunctionArgs } from '@remix-run/node'
import { product } from '../product'
import { simulateRenewal, simulatedRenewalSchema } from '../payments/controls/simulated-renewal.server'
import { requireSimulatorStaff } from '../payments/controls/simulator-staff.server'

/**
 * POST /dev/payments/renewals `{ email, outcome?, code? }` — runs a student's next renewal now,
 * through the real renewal code and the local simulator (404 unless a provider is simulated; staff
 * only; a subscription with a real provider is refused). For development and tests: it is how a
 * test moves time forward to a renewal or a retry.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { apiHandler, methodNotAllowed, parseBody, readJson } = (await product()).api
  return apiHandler(async () => {
    if (request.method !== 'POST') methodNotAllowed()
    await requireSimulatorStaff(request)
    return simulateRenewal(parseBody(simulatedRenewalSchema, await readJson(request)))
  })
}

export async function loader() {
  const { apiHandler, methodNotAllowed } = (await product()).api
  return apiHandler(async () => methodNotAllowed())
}

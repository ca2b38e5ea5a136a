import type { ActionFunctionArgs } from '@remix-run/node'
import { apiBodies } from '~/learning/api/api-schemas'
import { apiHandler, methodNotAllowed, parseBody, readJson, requireApiStudent } from '~/http/api.server'
import { buyUpsell } from '~/payments/server/upsells.server'

/** POST /api/payments/ecomm/upsell {planCode} — a one-click add-on on the card saved with Ecommpay. */
export async function action({ request, context }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== 'POST') methodNotAllowed()
    const student = await requireApiStudent(request)
    const { planCode } = parseBody(apiBodies.ecommUpsell, await readJson(request))
    return buyUpsell(student, planCode, { provider: 'ecommpay', ...(context.clientIp ? { clientIp: context.clientIp } : {}) })
  })
}

export function loader() {
  return apiHandler(async () => methodNotAllowed())
}

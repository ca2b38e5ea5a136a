import type { ActionFunctionArgs } from '@remix-run/node'
import { apiBodies } from '~/learning/api/api-schemas'
import { apiHandler, methodNotAllowed, parseBody, readJson, requireApiStudent } from '~/http/api.server'
import { checkPurchased } from '~/payments/server/upsells.server'

/** POST /api/payments/upsell/check-purchased {productIds} — purchasedProducts and each pack's status. */
export async function action({ request }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== 'POST') methodNotAllowed()
    const student = await requireApiStudent(request)
    const { productIds } = parseBody(apiBodies.checkPurchased, await readJson(request))
    return checkPurchased(student, productIds)
  })
}

export function loader() {
  return apiHandler(async () => methodNotAllowed())
}

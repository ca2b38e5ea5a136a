import type { ActionFunctionArgs } from '@remix-run/node'
import { apiBodies } from '~/learning'
import { apiHandler, methodNotAllowed, parseBody, readJson, requireApiStudent } from '~/http/api.server'
import { checkPurchased } from '~/payments/index.server'
import type { Answer, purchasedAnswer } from '@schemas/api/answers'

/** POST /api/payments/upsell/check-purchased {productIds} — purchasedProducts and each pack's status. */
export async function action({ request }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== 'POST') methodNotAllowed()
    const student = await requireApiStudent(request)
    const { productIds } = parseBody(apiBodies.checkPurchased, await readJson(request))
    return (await checkPurchased(student, productIds)) satisfies Answer<typeof purchasedAnswer>
  })
}

export function loader() {
  return apiHandler(async () => methodNotAllowed())
}

import type { ActionFunctionArgs } from '@remix-run/node'
import { apiBodies } from '~/learning'
import { apiHandler, methodNotAllowed, parseBody, readJson, requireApiStudent } from '~/http/api.server'
import { updateSubscription } from '~/payments/index.server'
import type { Answer, planUpdateAnswer } from '@schemas/api/answers'

/** POST /api/subscription/update {product_id} — switches the plan now, charging the new plan's price on the saved card. */
export async function action({ request }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== 'POST') methodNotAllowed()
    const student = await requireApiStudent(request)
    const { product_id } = parseBody(apiBodies.subscriptionProduct, await readJson(request))
    return (await updateSubscription(student, product_id)) satisfies Answer<typeof planUpdateAnswer>
  })
}

export function loader() {
  return apiHandler(async () => methodNotAllowed())
}

import type { ActionFunctionArgs } from '@remix-run/node'
import { apiBodies } from '~/learning'
import { apiHandler, methodNotAllowed, parseBody, readJson, requireApiStudent } from '~/http/api.server'
import { buyUpsell } from '~/payments/index.server'
import type { Answer, upsellOutcomeAnswer } from '@schemas/api/answers'

/** POST /api/payments/solidgate/charge {productId, currency?, platform?, purchasePageURL?} — a one-click add-on on the saved card. */
export async function action({ request, context }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== 'POST') methodNotAllowed()
    const student = await requireApiStudent(request)
    const { productId } = parseBody(apiBodies.solidgateCharge, await readJson(request))
    return (await buyUpsell(student, productId, {
      provider: 'solidgate',
      ...(context.clientIp ? { clientIp: context.clientIp } : {}),
    })) satisfies Answer<typeof upsellOutcomeAnswer>
  })
}

export function loader() {
  return apiHandler(async () => methodNotAllowed())
}

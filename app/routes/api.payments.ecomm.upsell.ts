import type { ActionFunctionArgs } from '@remix-run/node'
import { apiBodies } from '~/learning'
import { apiHandler, methodNotAllowed, parseBody, readJson, requireApiStudent } from '~/http/api.server'
import { buyUpsell } from '~/payments/index.server'
import type { Answer, upsellOutcomeAnswer } from '@schemas/api/answers'

/** POST /api/payments/ecomm/upsell {planCode} — a one-click add-on on the card saved with Ecommpay. */
export async function action({ request, context }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== 'POST') methodNotAllowed()
    const student = await requireApiStudent(request)
    const { planCode } = parseBody(apiBodies.ecommUpsell, await readJson(request))
    return (await buyUpsell(student, planCode, {
      provider: 'ecommpay',
      ...(context.clientIp ? { clientIp: context.clientIp } : {}),
    })) satisfies Answer<typeof upsellOutcomeAnswer>
  })
}

export function loader() {
  return apiHandler(async () => methodNotAllowed())
}

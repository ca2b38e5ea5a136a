import type { ActionFunctionArgs } from '@remix-run/node'
import { apiHandler, methodNotAllowed, requireApiStudent } from '~/http/api.server'
import { idParam } from '~/http/route.server'
import { problem } from '~/http/problem'
import { refuseForeignIds } from '~/http/input-ids.server'
import { cancelSubscription } from '~/payments/server/billing.server'

/** POST /api/payments/subscription/cancel?sub_id={id} — no more renewals; access until the end date. */
export async function action({ request }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== 'POST') methodNotAllowed()
    const student = await requireApiStudent(request)
    const refusal = 'sub_id must be the id of one of your subscriptions.'
    const id = idParam.safeParse(new URL(request.url).searchParams.get('sub_id'))
    if (!id.success) throw problem(400, 'Invalid request', refusal)
    await refuseForeignIds({ sub_id: id.data }, { message: refusal })
    return { subscription: await cancelSubscription(student, id.data) }
  })
}

export function loader() {
  return apiHandler(async () => methodNotAllowed())
}

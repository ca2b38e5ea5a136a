import type { ActionFunctionArgs } from '@remix-run/node'
import { apiQueries } from '~/learning'
import { apiHandler, methodNotAllowed, requireApiStudent } from '~/http/api.server'
import { problem } from '~/core/problem'
import { refuseForeignIds } from '~/http/input-ids.server'
import { cancelSubscription } from '~/payments/index.server'
import type { Answer, subscriptionCancelledAnswer } from '@schemas/api/answers'

/** POST /api/payments/subscription/cancel?sub_id={id} — no more renewals; access until the end date. */
export async function action({ request }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== 'POST') methodNotAllowed()
    const student = await requireApiStudent(request)
    const refusal = 'sub_id must be the id of one of your subscriptions.'
    const query = apiQueries.subscriptionCancel.safeParse(Object.fromEntries(new URL(request.url).searchParams))
    if (!query.success) throw problem(400, 'Invalid request', refusal)
    await refuseForeignIds({ sub_id: query.data.sub_id }, { message: refusal })
    return { subscription: await cancelSubscription(student, query.data.sub_id) } satisfies Answer<typeof subscriptionCancelledAnswer>
  })
}

export function loader() {
  return apiHandler(async () => methodNotAllowed())
}

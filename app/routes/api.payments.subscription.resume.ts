import type { ActionFunctionArgs } from '@remix-run/node'
import { apiQueries } from '~/learning'
import { apiHandler, methodNotAllowed, requireApiStudent } from '~/http/api.server'
import { problem } from '~/core/problem'
import { refuseForeignIds } from '~/http/input-ids.server'
import { resumeSubscription } from '~/payments/index.server'
import type { Answer, subscriptionResumedAnswer } from '@schemas/api/answers'

/** POST /api/payments/subscription/resume?sub_id={id} — undo a cancellation before the end date: renewals continue. */
export async function action({ request }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== 'POST') methodNotAllowed()
    const student = await requireApiStudent(request)
    const refusal = 'sub_id must be the id of one of your subscriptions.'
    const query = apiQueries.subscriptionResume.safeParse(Object.fromEntries(new URL(request.url).searchParams))
    if (!query.success) throw problem(400, 'Invalid request', refusal)
    await refuseForeignIds({ sub_id: query.data.sub_id }, { message: refusal })
    return { subscription: await resumeSubscription(student, query.data.sub_id) } satisfies Answer<typeof subscriptionResumedAnswer>
  })
}

export function loader() {
  return apiHandler(async () => methodNotAllowed())
}

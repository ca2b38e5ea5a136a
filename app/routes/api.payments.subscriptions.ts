import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiHandler, requireApiStudent } from '~/http/api.server'
import { listSubscriptions } from '~/payments/index.server'
import type { Answer, subscriptionListAnswer } from '@schemas/api/answers'

/** GET /api/payments/subscriptions — the student's subscriptions, newest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  return apiHandler(
    async () =>
      ({ subscriptions: await listSubscriptions(await requireApiStudent(request)) }) satisfies Answer<typeof subscriptionListAnswer>,
  )
}

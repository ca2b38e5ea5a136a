import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiHandler, requireApiStudent } from '~/http/api.server'
import { listTransactions } from '~/payments/index.server'
import type { Answer, paymentHistoryAnswer } from '@schemas/api/answers'

/**
 * GET /api/payments/history — the payment history (the spec names the call but not its path; this
 * sits with the other /payments calls). Charges and declines, newest first.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return apiHandler(
    async () => ({ transactions: await listTransactions(await requireApiStudent(request)) }) satisfies Answer<typeof paymentHistoryAnswer>,
  )
}

import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiHandler, requireApiStudent } from '~/http/api.server'
import { listTransitions } from '~/payments/index.server'
import type { Answer, planTransitionsAnswer } from '@schemas/api/answers'

/** GET /api/subscription/available-transitions — the plans the student may switch to, in `data`. */
export async function loader({ request }: LoaderFunctionArgs) {
  return apiHandler(
    async () => ({ data: await listTransitions(await requireApiStudent(request)) }) satisfies Answer<typeof planTransitionsAnswer>,
  )
}

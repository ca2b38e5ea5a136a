import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiHandler, requireApiStudent } from '~/http/api.server'
import { canGenerateFor } from '~/learning-plan/index.server'
import type { Answer, canGenerateAnswer } from '@schemas/api/answers'

export async function loader({ request }: LoaderFunctionArgs) {
  return apiHandler(async () => (await canGenerateFor(await requireApiStudent(request))) satisfies Answer<typeof canGenerateAnswer>)
}

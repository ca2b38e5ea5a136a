import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiHandler, requireApiStudent } from '~/http/api.server'
import { canGenerateFor } from '~/plan/server/learning-plan.server'

export async function loader({ request }: LoaderFunctionArgs) {
  return apiHandler(async () => canGenerateFor(await requireApiStudent(request)))
}

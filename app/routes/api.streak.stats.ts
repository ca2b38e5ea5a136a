import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiHandler, requireApiStudent } from '~/http/api.server'
import { getStreakStats } from '~/learning/server/streak.server'

export async function loader({ request }: LoaderFunctionArgs) {
  return apiHandler(async () => getStreakStats(await requireApiStudent(request)))
}

import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiHandler, requireApiStudent } from '~/models/api.server'
import { getStreakStats } from '~/models/streak.server'

export async function loader({ request }: LoaderFunctionArgs) {
  return apiHandler(async () => getStreakStats(await requireApiStudent(request)))
}

import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiHandler, requireApiStudent } from '~/http/api.server'
import { getStreakStats } from '~/learning/index.server'
import type { Answer, streakStatsAnswer } from '@schemas/api/answers'

export async function loader({ request }: LoaderFunctionArgs) {
  return apiHandler(async () => (await getStreakStats(await requireApiStudent(request))) satisfies Answer<typeof streakStatsAnswer>)
}

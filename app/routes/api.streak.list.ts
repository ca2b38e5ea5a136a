import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiHandler, requireApiStudent } from '~/http/api.server'
import { getStreakList } from '~/learning/index.server'
import type { Answer, streakListAnswer } from '@schemas/api/answers'

export async function loader({ request }: LoaderFunctionArgs) {
  return apiHandler(async () => ({ data: await getStreakList(await requireApiStudent(request)) }) satisfies Answer<typeof streakListAnswer>)
}

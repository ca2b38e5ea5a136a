import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiHandler, requireApiStudent } from '~/http/api.server'
import { getStreakList } from '~/learning/server/streak.server'

export async function loader({ request }: LoaderFunctionArgs) {
  return apiHandler(async () => ({ data: await getStreakList(await requireApiStudent(request)) }))
}

import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiHandler, requireApiStudent } from '~/models/api.server'
import { getStreakList } from '~/models/streak.server'

export async function loader({ request }: LoaderFunctionArgs) {
  return apiHandler(async () => ({ data: await getStreakList(await requireApiStudent(request)) }))
}

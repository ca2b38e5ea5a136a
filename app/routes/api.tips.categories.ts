import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiHandler, requireApiStudent } from '~/http/api.server'
import { listTipCategories } from '~/tips/server/tips.server'

export async function loader({ request }: LoaderFunctionArgs) {
  return apiHandler(async () => {
    await requireApiStudent(request)
    return { data: await listTipCategories() }
  })
}

import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiHandler, requireApiStudent } from '~/http/api.server'
import { listTipCategories } from '~/tips/index.server'
import type { Answer, tipCategoriesAnswer } from '@schemas/api/answers'

export async function loader({ request }: LoaderFunctionArgs) {
  return apiHandler(async () => {
    await requireApiStudent(request)
    return { data: await listTipCategories() } satisfies Answer<typeof tipCategoriesAnswer>
  })
}

import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiHandler, requireApiStudent } from '~/http/api.server'
import { listFeaturedTips } from '~/tips/index.server'
import type { Answer, tipListAnswer } from '@schemas/api/answers'

export async function loader({ request }: LoaderFunctionArgs) {
  return apiHandler(async () => {
    await requireApiStudent(request)
    return { data: await listFeaturedTips() } satisfies Answer<typeof tipListAnswer>
  })
}

import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiHandler, requireApiStudent } from '~/http/api.server'
import { notFound } from '~/core/problem'
import { idParam } from '~/http/route.server'
import { listTipsByCategory } from '~/tips/index.server'
import type { Answer, tipListAnswer } from '@schemas/api/answers'

/** The tips of one category; -100 is the synthetic Popular category. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return apiHandler(async () => {
    await requireApiStudent(request)
    const categoryId = idParam.safeParse(params.categoryId)
    if (!categoryId.success) throw notFound('This tip category')
    return { data: await listTipsByCategory(categoryId.data) } satisfies Answer<typeof tipListAnswer>
  })
}

import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiHandler, requireApiStudent } from '~/http/api.server'
import { notFound } from '~/core/problem'
import { idParam } from '~/http/route.server'
import { getTip } from '~/tips/index.server'
import type { Answer, tipAnswer } from '@schemas/api/answers'

export async function loader({ request, params }: LoaderFunctionArgs) {
  return apiHandler(async () => {
    await requireApiStudent(request)
    const tipId = idParam.safeParse(params.tipId)
    if (!tipId.success) throw notFound('This tip')
    return { data: await getTip(tipId.data) } satisfies Answer<typeof tipAnswer>
  })
}

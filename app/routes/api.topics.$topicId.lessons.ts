import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiHandler, requireApiStudent } from '~/http/api.server'
import { lessonsByTopic } from '~/learning/index.server'
import { idParam, viewerFor } from '~/http/route.server'
import { refuseForeignIds } from '~/http/input-ids.server'
import type { Answer, lessonListAnswer } from '@schemas/api/answers'

export async function loader({ request, params }: LoaderFunctionArgs) {
  return apiHandler(async () => {
    const student = await requireApiStudent(request)
    const topicId = idParam.parse(params.topicId)
    await refuseForeignIds({ topicId })
    return { data: await lessonsByTopic(student, topicId, viewerFor(request, student)) } satisfies Answer<typeof lessonListAnswer>
  })
}

import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiHandler, requireApiStudent } from '~/http/api.server'
import { lessonsByTopic } from '~/learning/api/learning-api.server'
import { idParam, viewerFor } from '~/http/route.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  return apiHandler(async () => {
    const student = await requireApiStudent(request)
    return { data: await lessonsByTopic(student, idParam.parse(params.topicId), viewerFor(request, student)) }
  })
}

import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiHandler, requireApiStudent } from '~/models/api.server'
import { lessonsByTopic } from '~/models/learning-api.server'
import { idParam, viewerFor } from '~/models/route.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  return apiHandler(async () => {
    const student = await requireApiStudent(request)
    return { data: await lessonsByTopic(student, idParam.parse(params.topicId), viewerFor(request, student)) }
  })
}

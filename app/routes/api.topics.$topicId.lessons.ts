import type { LoaderFunctionArgs } from '@remix-run/node'
import { launchContext } from '~/learning/launch-context'
import { apiHandler, requireApiStudent } from '~/models/api.server'
import { lessonsByTopic } from '~/models/learning-api.server'
import { idParam } from '~/models/route.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  return apiHandler(async () => {
    const student = await requireApiStudent(request)
    const { platform } = launchContext(new URL(request.url), request.headers.get('Cookie'))
    return { data: await lessonsByTopic(student, idParam.parse(params.topicId), platform) }
  })
}

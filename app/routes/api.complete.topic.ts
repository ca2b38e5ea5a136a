import type { ActionFunctionArgs } from '@remix-run/node'
import { apiHandler, methodNotAllowed, readJson, requireApiStudent } from '~/http/api.server'
import { completeTopicApi } from '~/learning/index.server'
import { viewerFor } from '~/http/route.server'
import type { Answer, topicCompletedAnswer } from '@schemas/api/answers'

export async function action({ request }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== 'POST') methodNotAllowed()
    const student = await requireApiStudent(request)
    return (await completeTopicApi(student, await readJson(request), viewerFor(request, student))) satisfies Answer<
      typeof topicCompletedAnswer
    >
  })
}

import type { ActionFunctionArgs } from '@remix-run/node'
import { apiHandler, methodNotAllowed, readJson, requireApiStudent } from '~/http/api.server'
import { completeLessonApi } from '~/learning/index.server'
import { viewerFor } from '~/http/route.server'
import type { Answer, lessonCompletedAnswer } from '@schemas/api/answers'

export async function action({ request }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== 'POST') methodNotAllowed()
    const student = await requireApiStudent(request)
    return (await completeLessonApi(student, await readJson(request), viewerFor(request, student))) satisfies Answer<
      typeof lessonCompletedAnswer
    >
  })
}

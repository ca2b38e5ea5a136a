import type { ActionFunctionArgs } from '@remix-run/node'
import { apiHandler, methodNotAllowed, readJson, requireApiStudent } from '~/http/api.server'
import { completeCourseApi } from '~/learning/index.server'
import { viewerFor } from '~/http/route.server'
import type { Answer, courseCompletedAnswer } from '@schemas/api/answers'

export async function action({ request }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== 'POST') methodNotAllowed()
    const student = await requireApiStudent(request)
    return (await completeCourseApi(student, await readJson(request), viewerFor(request, student))) satisfies Answer<
      typeof courseCompletedAnswer
    >
  })
}

import type { ActionFunctionArgs } from '@remix-run/node'
import { apiHandler, methodNotAllowed, readJson, requireApiStudent } from '~/http/api.server'
import { completeCourseApi } from '~/learning/api/learning-api.server'
import { viewerFor } from '~/http/route.server'

export async function action({ request }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== 'POST') methodNotAllowed()
    const student = await requireApiStudent(request)
    return completeCourseApi(student, await readJson(request), viewerFor(request, student))
  })
}

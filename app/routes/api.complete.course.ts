import type { ActionFunctionArgs } from '@remix-run/node'
import { apiHandler, methodNotAllowed, readJson, requireApiStudent } from '~/models/api.server'
import { completeCourseApi } from '~/models/learning-api.server'
import { viewerFor } from '~/models/route.server'

export async function action({ request }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== 'POST') methodNotAllowed()
    const student = await requireApiStudent(request)
    return completeCourseApi(student, await readJson(request), viewerFor(request, student))
  })
}

import type { ActionFunctionArgs } from '@remix-run/node'
import { apiHandler, methodNotAllowed, readJson, requireApiStudent } from '~/http/api.server'
import { sendCourseFeedback } from '~/feedback/index.server'
import { viewerFor } from '~/http/route.server'
import type { Answer, storedRowAnswer } from '@schemas/api/answers'

/** POST /api/course-feedback {courseId, rating, comment?, commentType?}: the spec's "send course feedback". */
export async function action({ request }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== 'POST') methodNotAllowed()
    const student = await requireApiStudent(request)
    return Response.json(
      (await sendCourseFeedback(student, await readJson(request), viewerFor(request, student))) satisfies Answer<typeof storedRowAnswer>,
      { status: 201 },
    )
  })
}

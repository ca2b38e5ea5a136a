import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiHandler, requireApiStudent } from '~/http/api.server'
import { refuseForeignIds } from '~/http/input-ids.server'
import { courseTopicsApi } from '~/learning/index.server'
import { idParam, viewerFor } from '~/http/route.server'
import type { Answer, topicListAnswer } from '@schemas/api/answers'

/** GET /api/courses/{courseId}/topics — the course's topics open to the student, in order, with progress. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return apiHandler(async () => {
    const student = await requireApiStudent(request)
    const courseId = idParam.parse(params.courseId)
    await refuseForeignIds({ courseId })
    return { data: await courseTopicsApi(student, courseId, viewerFor(request, student)) } satisfies Answer<typeof topicListAnswer>
  })
}

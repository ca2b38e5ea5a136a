import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiHandler, requireApiStudent } from '~/http/api.server'
import { viewerFor } from '~/http/route.server'
import { courseCards } from '~/learning/index.server'
import type { Answer, courseListAnswer } from '@schemas/api/answers'

/** GET /api/courses — the courses and challenges open to the student, in catalogue order, with progress. */
export async function loader({ request }: LoaderFunctionArgs) {
  return apiHandler(async () => {
    const student = await requireApiStudent(request)
    return { data: await courseCards(student, viewerFor(request, student)) } satisfies Answer<typeof courseListAnswer>
  })
}

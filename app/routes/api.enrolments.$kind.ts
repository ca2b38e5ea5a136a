import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { enrolmentKind } from '~/learning'
import { apiHandler, methodNotAllowed, readJson, requireApiStudent } from '~/http/api.server'
import { enrol, listEnrolmentsApi } from '~/learning/index.server'
import { viewerFor } from '~/http/route.server'
import type { Answer, enrolledAnswer, enrolmentListAnswer } from '@schemas/api/answers'

/** GET /api/enrolments/{course|topic|lesson|task}: newest first. POST: enrol (already enrolled is fine). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return apiHandler(async () => {
    const kind = enrolmentKind.parse(params.kind)
    return { data: await listEnrolmentsApi(await requireApiStudent(request), kind) } satisfies Answer<typeof enrolmentListAnswer>
  })
}

export async function action({ request, params }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== 'POST') methodNotAllowed()
    const kind = enrolmentKind.parse(params.kind)
    const student = await requireApiStudent(request)
    return Response.json(
      { data: await enrol(student, kind, await readJson(request), viewerFor(request, student)) } satisfies Answer<typeof enrolledAnswer>,
      { status: 201 },
    )
  })
}

import type { LoaderFunctionArgs } from '@remix-run/node'
import { videoStatus } from '~/ai-tools/index.server'
import { apiHandler, methodNotAllowed, requireApiStudent } from '~/http/api.server'
import type { Answer, videoStatusAnswer } from '@schemas/api/answers'

/** GET /api/ai/heygen/video/status?id= — status, url, thumbnail, error of one of the student's videos. */
export async function loader({ request }: LoaderFunctionArgs) {
  return apiHandler(async () => (await videoStatus(request, await requireApiStudent(request))) satisfies Answer<typeof videoStatusAnswer>)
}

export function action() {
  return apiHandler(async () => methodNotAllowed())
}

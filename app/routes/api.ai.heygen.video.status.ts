import type { LoaderFunctionArgs } from '@remix-run/node'
import { videoStatus } from '~/ai-tools/server/ai-tools.server'
import { apiHandler, methodNotAllowed, requireApiStudent } from '~/http/api.server'

/** GET /api/ai/heygen/video/status?id= — status, url, thumbnail, error of one of the student's videos. */
export async function loader({ request }: LoaderFunctionArgs) {
  return apiHandler(async () => videoStatus(request, await requireApiStudent(request)))
}

export function action() {
  return apiHandler(async () => methodNotAllowed())
}

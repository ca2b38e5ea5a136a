import type { LoaderFunctionArgs } from '@remix-run/node'
import { videoFile } from '~/ai-tools/index.server'
import { apiHandler, requireApiStudent } from '~/http/api.server'

/** GET /api/ai/heygen/video/file?id= — the student's finished video, through the site (HeyGen keeps it on its CDN). */
export async function loader({ request }: LoaderFunctionArgs) {
  return apiHandler(async () => videoFile(request, await requireApiStudent(request)))
}

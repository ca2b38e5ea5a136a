import type { ActionFunctionArgs } from '@remix-run/node'
import { generateVideo } from '~/ai-tools/index.server'
import { apiHandler, methodNotAllowed, requireApiStudent } from '~/http/api.server'
import type { Answer, videoStartedAnswer } from '@schemas/api/answers'

/** POST /api/ai/heygen/generate-video-av4 — an Avatar IV video of the uploaded image: data.video_id. */
export async function action({ request }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== 'POST') methodNotAllowed()
    return (await generateVideo(request, await requireApiStudent(request))) satisfies Answer<typeof videoStartedAnswer>
  })
}

export function loader() {
  return apiHandler(async () => methodNotAllowed())
}

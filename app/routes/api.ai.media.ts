import type { ActionFunctionArgs } from '@remix-run/node'
import { uploadMedia } from '~/ai-tools/index.server'
import { apiHandler, methodNotAllowed, requireApiStudent } from '~/http/api.server'
import type { Answer, mediaStoredAnswer } from '@schemas/api/answers'

/** POST /api/ai/media — a multipart `image` to edit with the image model; answers its url. */
export async function action({ request }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== 'POST') methodNotAllowed()
    return (await uploadMedia(request, await requireApiStudent(request))) satisfies Answer<typeof mediaStoredAnswer>
  })
}

export function loader() {
  return apiHandler(async () => methodNotAllowed())
}

import type { ActionFunctionArgs } from '@remix-run/node'
import { generateImage } from '~/ai-tools/index.server'
import { apiHandler, methodNotAllowed, requireApiStudent } from '~/http/api.server'
import type { Answer, imageEditedAnswer } from '@schemas/api/answers'

/** POST /api/ai/generate-image-gemini {prompt, imageUrl, model?} — the edited image's url, or "Image generation error". */
export async function action({ request }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== 'POST') methodNotAllowed()
    return (await generateImage(request, await requireApiStudent(request))) satisfies Answer<typeof imageEditedAnswer>
  })
}

export function loader() {
  return apiHandler(async () => methodNotAllowed())
}

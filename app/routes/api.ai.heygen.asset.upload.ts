import type { ActionFunctionArgs } from '@remix-run/node'
import { uploadAsset } from '~/ai-tools/index.server'
import { apiHandler, methodNotAllowed, requireApiStudent } from '~/http/api.server'
import type { Answer, assetUploadedAnswer } from '@schemas/api/answers'

/** POST /api/ai/heygen/asset/upload — a multipart `image` (JPEG/PNG/WebP, ≤ 5 MB) or {imageUrl} of an earlier upload: data.image_key. */
export async function action({ request }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== 'POST') methodNotAllowed()
    return (await uploadAsset(request, await requireApiStudent(request))) satisfies Answer<typeof assetUploadedAnswer>
  })
}

export function loader() {
  return apiHandler(async () => methodNotAllowed())
}

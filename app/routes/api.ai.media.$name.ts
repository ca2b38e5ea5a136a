import type { LoaderFunctionArgs } from '@remix-run/node'
import { readOwnImage } from '~/ai-tools/index.server'
import { apiHandler, requireApiStudent } from '~/http/api.server'
import { notFound } from '~/core/problem'

/** GET /api/ai/media/{name} — one of the student's own AI-tools images (uploads and edits); anyone else's is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return apiHandler(async () => {
    const student = await requireApiStudent(request)
    const image = await readOwnImage(student, `/api/ai/media/${params.name ?? ''}`)
    if (!image) throw notFound('The image')
    return new Response(new Uint8Array(image.bytes), {
      headers: { 'content-type': image.contentType, 'cache-control': 'private, max-age=86400', 'x-content-type-options': 'nosniff' },
    })
  })
}

import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiHandler, requireApiStudent } from '~/http/api.server'
import { listBookmarksApi } from '~/bookmarks/index.server'
import { viewerFor } from '~/http/route.server'

export async function loader({ request }: LoaderFunctionArgs) {
  return apiHandler(async () => {
    const student = await requireApiStudent(request)
    return listBookmarksApi(student, viewerFor(request, student))
  })
}

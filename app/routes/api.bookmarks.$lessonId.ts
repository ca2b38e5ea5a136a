import type { ActionFunctionArgs } from '@remix-run/node'
import { apiHandler, methodNotAllowed, requireApiStudent } from '~/http/api.server'
import { removeSavedLesson, saveBookmarkApi } from '~/bookmarks/index.server'
import { idParam, viewerFor } from '~/http/route.server'
import type { Answer, okAnswer } from '@schemas/api/answers'

export async function action({ request, params }: ActionFunctionArgs) {
  return apiHandler(async () => {
    const student = await requireApiStudent(request)
    const lessonId = idParam.parse(params.lessonId)
    if (request.method === 'PUT') return saveBookmarkApi(student, lessonId, viewerFor(request, student))
    if (request.method === 'DELETE') {
      await removeSavedLesson(student, lessonId)
      return { ok: true } satisfies Answer<typeof okAnswer>
    }
    return methodNotAllowed()
  })
}

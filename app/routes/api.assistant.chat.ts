import type { ActionFunctionArgs } from '@remix-run/node'
import { apiHandler, methodNotAllowed, readJson, requireApiStudent } from '~/http/api.server'
import { viewerFor } from '~/http/route.server'
import { assistantChat } from '~/assistant/index.server'

/** POST /api/assistant/chat {chatId?, model?, message, lessonId?}: the answer as server-sent events (app/assistant/rules/chat-events.ts). */
export async function action({ request }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== 'POST') methodNotAllowed()
    const student = await requireApiStudent(request)
    return assistantChat(student, await readJson(request), viewerFor(request, student), request.signal)
  })
}

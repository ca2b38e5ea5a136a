import type { ActionFunctionArgs } from '@remix-run/node'
import { apiHandler, methodNotAllowed, readJson, requireApiStudent } from '~/http/api.server'
import { sendMessageReport } from '~/assistant/index.server'
import type { Answer, storedRowAnswer } from '@schemas/api/answers'

/** POST /api/assistant/message-reports {chatId?, payload, issueTypes, description?}: the spec's message report. */
export async function action({ request }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== 'POST') methodNotAllowed()
    const student = await requireApiStudent(request)
    return Response.json((await sendMessageReport(student, await readJson(request))) satisfies Answer<typeof storedRowAnswer>, {
      status: 201,
    })
  })
}

import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiHandler, requireApiStudent } from '~/http/api.server'
import { parseOrProblem } from '~/core/problem'
import { getChat } from '~/assistant/index.server'
import { chatParams } from '@schemas/assistant/bodies'
import type { Answer, chatAnswer } from '@schemas/api/answers'

/** GET /api/assistant/chats/{chatId}: one of the student's conversations; anyone else's is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return apiHandler(async () => {
    const student = await requireApiStudent(request)
    const { chatId } = parseOrProblem(chatParams, params, 'Invalid request')
    return { chat: await getChat(student, chatId) } satisfies Answer<typeof chatAnswer>
  })
}

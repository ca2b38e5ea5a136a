import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiHandler, requireApiStudent } from '~/http/api.server'
import { listChats } from '~/assistant/index.server'
import type { Answer, chatListAnswer } from '@schemas/api/answers'

/** GET /api/assistant/chats: the student's own conversations, most recent first. */
export async function loader({ request }: LoaderFunctionArgs) {
  return apiHandler(async () => ({ chats: await listChats(await requireApiStudent(request)) }) satisfies Answer<typeof chatListAnswer>)
}

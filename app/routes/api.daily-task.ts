import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiHandler, requireApiStudent } from '~/http/api.server'
import { dailyTaskView } from '~/daily-task/index.server'
import type { Answer, dailyTaskAnswer } from '@schemas/api/answers'

/** GET /api/daily-task: today's task (in the student's time zone), its history, last validation and completion. */
export async function loader({ request }: LoaderFunctionArgs) {
  return apiHandler(async () => (await dailyTaskView(await requireApiStudent(request))) satisfies Answer<typeof dailyTaskAnswer>)
}

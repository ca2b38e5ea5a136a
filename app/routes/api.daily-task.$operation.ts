import type { ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { apiHandler, methodNotAllowed, readJson, requireApiStudent } from '~/http/api.server'
import { problem } from '~/core/problem'
import { viewerFor } from '~/http/route.server'
import { resetDailyTask, respondToDailyTask, validateDailyTask } from '~/daily-task/index.server'
import type { Answer, dailyTaskAnswer, dailyTaskResponseAnswer, dailyTaskValidationAnswer } from '@schemas/api/answers'

const operation = z.enum(['respond', 'validate', 'reset'])

/** POST /api/daily-task/respond {task_id, user_input}; /validate {task_id, user_prompt}; /reset {task_id}. */
export async function action({ request, params }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== 'POST') methodNotAllowed()
    const op = operation.safeParse(params.operation)
    if (!op.success) throw problem(404, 'Not found', 'No such daily task call.')
    const student = await requireApiStudent(request)
    const body = await readJson(request)
    if (op.data === 'respond')
      return (await respondToDailyTask(student, viewerFor(request, student), body)) satisfies Answer<typeof dailyTaskResponseAnswer>
    if (op.data === 'validate') return (await validateDailyTask(student, body)) satisfies Answer<typeof dailyTaskValidationAnswer>
    return (await resetDailyTask(student, body)) satisfies Answer<typeof dailyTaskAnswer>
  })
}

export async function loader() {
  return apiHandler(async () => methodNotAllowed())
}

import type { ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { apiHandler, methodNotAllowed, readJson, requireApiStudent } from '~/http/api.server'
import { problem } from '~/http/problem'
import { viewerFor } from '~/http/route.server'
import { resetDailyTask, respondToDailyTask, validateDailyTask } from '~/daily-task/server/daily-task.server'

const operation = z.enum(['respond', 'validate', 'reset'])

/** POST /api/daily-task/respond {task_id, user_input}; /validate {task_id, user_prompt}; /reset {task_id}. */
export async function action({ request, params }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== 'POST') methodNotAllowed()
    const op = operation.safeParse(params.operation)
    if (!op.success) throw problem(404, 'Not found', 'No such daily task call.')
    const student = await requireApiStudent(request)
    const body = await readJson(request)
    if (op.data === 'respond') return respondToDailyTask(student, viewerFor(request, student), body)
    if (op.data === 'validate') return validateDailyTask(student, body)
    return resetDailyTask(student, body)
  })
}

export async function loader() {
  return apiHandler(async () => methodNotAllowed())
}

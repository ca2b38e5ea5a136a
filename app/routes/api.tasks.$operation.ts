import type { ActionFunctionArgs } from '@remix-run/node'
import { z } from 'zod'
import { apiBodies } from '~/learning'
import { apiHandler, methodNotAllowed, readJson, requireApiStudent } from '~/http/api.server'
import { viewerFor } from '~/http/route.server'
import { refuseForeignIds } from '~/http/input-ids.server'
import { checkTask, resetTasks, skipTasks } from '~/learning/index.server'
import type { Answer, taskCheckedAnswer, taskListAnswer } from '@schemas/api/answers'

const operation = z.enum(['check', 'skip', 'reset'])

/** POST /api/tasks/check {taskId, answer}; /api/tasks/skip and /api/tasks/reset {taskIds}. */
export async function action({ request, params }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== 'POST') methodNotAllowed()
    const op = operation.parse(params.operation)
    const student = await requireApiStudent(request)
    const body = await readJson(request)
    if (op === 'check') {
      const { taskId, answer } = apiBodies.checkTask.parse(body)
      await refuseForeignIds({ taskId })
      return (await checkTask(student, taskId, answer, viewerFor(request, student))) satisfies Answer<typeof taskCheckedAnswer>
    }
    const { taskIds } = apiBodies.taskList.parse(body)
    await refuseForeignIds({ taskIds })
    const viewer = viewerFor(request, student)
    return {
      tasks: op === 'skip' ? await skipTasks(student, taskIds, viewer) : await resetTasks(student, taskIds, viewer),
    } satisfies Answer<typeof taskListAnswer>
  })
}

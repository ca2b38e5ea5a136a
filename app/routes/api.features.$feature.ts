import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { apiHandler, methodNotAllowed, requireApiStudent } from '~/http/api.server'
import { problem } from '~/core/problem'
import { incrementCounter, readCounter } from '~/assistant/index.server'
import { featureParams } from '@schemas/assistant/bodies'
import type { Answer, featureCounterAnswer } from '@schemas/api/answers'

/**
 * GET /api/features/ai_tools_prompts_limit: the student's counter (current_value, remaining_count,
 * feature_limit, counter_date). POST: counts one use, 429 at the limit (spec §7 features get and increment).
 */
function feature(params: LoaderFunctionArgs['params']) {
  const parsed = featureParams.safeParse(params)
  if (!parsed.success) throw problem(404, 'Not found', 'There is no such feature counter.')
  return parsed.data.feature
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  return apiHandler(
    async () => (await readCounter(await requireApiStudent(request), feature(params))) satisfies Answer<typeof featureCounterAnswer>,
  )
}

export async function action({ request, params }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== 'POST') methodNotAllowed()
    const student = await requireApiStudent(request)
    return (await incrementCounter(student, feature(params))) satisfies Answer<typeof featureCounterAnswer>
  })
}

import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { apiHandler, methodNotAllowed, readJson, requireApiStudent } from '~/http/api.server'
import { editPersonalPlan, generatePersonalPlan, getPersonalPlan } from '~/learning-plan/index.server'
import { editPromptBody } from '@schemas/learning/plan'
import type { Answer, personalPlanAnswer } from '@schemas/api/answers'

export async function loader({ request }: LoaderFunctionArgs) {
  return apiHandler(async () => (await getPersonalPlan(await requireApiStudent(request))) satisfies Answer<typeof personalPlanAnswer>)
}

/** POST generates the plan (gated by can-generate); PUT {edit_prompt} edits it by prompt. */
export async function action({ request }: ActionFunctionArgs) {
  return apiHandler(async () => {
    const student = await requireApiStudent(request)
    if (request.method === 'POST') return (await generatePersonalPlan(student)) satisfies Answer<typeof personalPlanAnswer>
    if (request.method === 'PUT')
      return (await editPersonalPlan(student, editPromptBody.parse(await readJson(request)).edit_prompt)) satisfies Answer<
        typeof personalPlanAnswer
      >
    return methodNotAllowed()
  })
}

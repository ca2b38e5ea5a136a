import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { apiHandler, methodNotAllowed, readJson, requireApiStudent } from '~/http/api.server'
import { editPersonalPlan, generatePersonalPlan, getPersonalPlan } from '~/plan/server/learning-plan.server'
import { editPromptBody } from '../../schemas/learning/plan'

export async function loader({ request }: LoaderFunctionArgs) {
  return apiHandler(async () => getPersonalPlan(await requireApiStudent(request)))
}

/** POST generates the plan (gated by can-generate); PUT {edit_prompt} edits it by prompt. */
export async function action({ request }: ActionFunctionArgs) {
  return apiHandler(async () => {
    const student = await requireApiStudent(request)
    if (request.method === 'POST') return generatePersonalPlan(student)
    if (request.method === 'PUT') return editPersonalPlan(student, editPromptBody.parse(await readJson(request)).edit_prompt)
    return methodNotAllowed()
  })
}

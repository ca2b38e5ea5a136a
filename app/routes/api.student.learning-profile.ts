import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { apiHandler, methodNotAllowed, readJson, requireApiStudent } from '~/http/api.server'
import { editLearningProfile, generateLearningProfile, getLearningProfile } from '~/learning-plan/index.server'
import { editPromptBody } from '@schemas/learning/plan'
import type { Answer, learningProfileAnswer } from '@schemas/api/answers'

export async function loader({ request }: LoaderFunctionArgs) {
  return apiHandler(async () => (await getLearningProfile(await requireApiStudent(request))) satisfies Answer<typeof learningProfileAnswer>)
}

/** POST generates the profile from the funnel answers; PUT {edit_prompt} edits it by prompt. */
export async function action({ request }: ActionFunctionArgs) {
  return apiHandler(async () => {
    const student = await requireApiStudent(request)
    if (request.method === 'POST') return (await generateLearningProfile(student)) satisfies Answer<typeof learningProfileAnswer>
    if (request.method === 'PUT')
      return (await editLearningProfile(student, editPromptBody.parse(await readJson(request)).edit_prompt)) satisfies Answer<
        typeof learningProfileAnswer
      >
    return methodNotAllowed()
  })
}

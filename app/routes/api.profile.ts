import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { apiHandler, methodNotAllowed, readJson, requireApiStudent } from '~/http/api.server'
import { signOut } from '~/auth/index.server'
import { deleteProfile, getProfile, updateProfile } from '~/learning/index.server'
import type { Answer, okAnswer, studentAnswer } from '@schemas/api/answers'

export async function loader({ request }: LoaderFunctionArgs) {
  return apiHandler(async () => getProfile(await requireApiStudent(request)) satisfies Answer<typeof studentAnswer>)
}

export async function action({ request }: ActionFunctionArgs) {
  return apiHandler(async () => {
    const student = await requireApiStudent(request)
    if (request.method === 'PATCH') return (await updateProfile(student, await readJson(request))) satisfies Answer<typeof studentAnswer>
    if (request.method === 'DELETE') {
      await deleteProfile(student)
      return Response.json({ ok: true } satisfies Answer<typeof okAnswer>, { headers: { 'Set-Cookie': await signOut(null) } })
    }
    return methodNotAllowed()
  })
}

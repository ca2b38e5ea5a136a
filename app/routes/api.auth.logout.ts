import type { ActionFunctionArgs } from '@remix-run/node'
import { apiHandler, methodNotAllowed, requireApiStudent } from '~/http/api.server'
import { signOut } from '~/auth/index.server'
import type { Answer, okAnswer } from '@schemas/api/answers'

export async function action({ request }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== 'POST') methodNotAllowed()
    const setCookie = await signOut(await requireApiStudent(request))
    return Response.json({ ok: true } satisfies Answer<typeof okAnswer>, { headers: { 'Set-Cookie': setCookie } })
  })
}

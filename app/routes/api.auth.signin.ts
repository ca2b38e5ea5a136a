import type { ActionFunctionArgs } from '@remix-run/node'
import { apiHandler, methodNotAllowed, readJson } from '~/http/api.server'
import { signIn } from '~/auth/index.server'
import { studentView } from '~/learning'
import type { Answer, sessionAnswer } from '@schemas/api/answers'

export async function action({ request, context }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== 'POST') methodNotAllowed()
    const session = await signIn(await readJson(request), request, context.clientIp ?? 'unknown')
    return Response.json(
      { token: session.token, exp: session.exp, student: studentView(session.student) } satisfies Answer<typeof sessionAnswer>,
      { headers: { 'Set-Cookie': session.setCookie } },
    )
  })
}

import type { ActionFunctionArgs } from '@remix-run/node'
import { apiHandler, methodNotAllowed, readJson } from '~/models/api.server'
import { signIn } from '~/models/auth.server'
import { studentView } from '~/models/student-view'

export async function action({ request, context }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== 'POST') methodNotAllowed()
    const session = await signIn(await readJson(request), context.clientIp ?? 'unknown')
    return Response.json(
      { token: session.token, exp: session.exp, student: studentView(session.student) },
      { headers: { 'Set-Cookie': session.setCookie } },
    )
  })
}

import type { ActionFunctionArgs } from '@remix-run/node'
import { apiHandler, methodNotAllowed, readJson } from '~/http/api.server'
import { finishAppSignUpForApp } from '~/auth/index.server'
import { studentView } from '~/learning'
import type { Answer, sessionAnswer } from '@schemas/api/answers'

/** App sign-up, step 3: POST {email, proof, password} creates the account (or sets its password) and signs in. */
export async function action({ request, context }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== 'POST') methodNotAllowed()
    const session = await finishAppSignUpForApp(request, await readJson(request), context.clientIp ?? 'unknown')
    return Response.json(
      { token: session.token, exp: session.exp, student: studentView(session.student) } satisfies Answer<typeof sessionAnswer>,
      { headers: { 'Set-Cookie': session.setCookie } },
    )
  })
}

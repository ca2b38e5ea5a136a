import type { ActionFunctionArgs } from '@remix-run/node'
import { apiHandler, methodNotAllowed, readJson, requireApiStudent } from '~/http/api.server'
import { changePassword } from '~/auth/index.server'
import { studentView } from '~/learning'
import type { Answer, sessionAnswer } from '@schemas/api/answers'

/** POST {currentPassword, newPassword}: answers a fresh token (and cookie); every other session ends. */
export async function action({ request, context }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== 'POST') methodNotAllowed()
    const student = await requireApiStudent(request)
    const session = await changePassword(student, await readJson(request), context.clientIp ?? 'unknown')
    return Response.json(
      { token: session.token, exp: session.exp, student: studentView(session.student) } satisfies Answer<typeof sessionAnswer>,
      { headers: { 'Set-Cookie': session.setCookie } },
    )
  })
}

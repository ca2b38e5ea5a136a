import type { ActionFunctionArgs } from '@remix-run/node'
import { apiHandler, methodNotAllowed, readJson, requireApiStudent } from '~/models/api.server'
import { changePassword } from '~/models/password-change.server'
import { studentView } from '~/models/student-view'

/** POST {currentPassword, newPassword}: answers a fresh token (and cookie); every other session ends. */
export async function action({ request, context }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== 'POST') methodNotAllowed()
    const student = await requireApiStudent(request)
    const session = await changePassword(student, await readJson(request), context.clientIp ?? 'unknown')
    return Response.json(
      { token: session.token, exp: session.exp, student: studentView(session.student) },
      { headers: { 'Set-Cookie': session.setCookie } },
    )
  })
}

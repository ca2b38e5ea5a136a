import { getPayloadClient } from '@cms/get-payload'
import { rateLimitRules } from '~/http/rate-limit'
import { passwordChangeSchema } from '@schemas/auth/password-rules'
import { login, type Session } from './auth.server'
import { ProblemError, parseOrProblem, problem } from '../../core/problem'
import { limitFailures } from '../../http/rate-limit.server'
import type { SessionStudent } from '../../core/session.server'

export const wrongCurrentPassword = 'Your current password is incorrect.'

/**
 * Changes a signed-in student's password: the current password proves it is them (a stolen cookie
 * or token alone is not enough), the product's rules apply to the new one, every session of the
 * account ends — a thief's included — and the caller continues in a fresh session.
 */
export async function changePassword(student: SessionStudent, body: unknown, clientKey: string): Promise<Session> {
  // Guessing the current password counts like guessing at sign-in (and towards the account lock).
  const { newPassword } = await limitFailures(rateLimitRules.login, clientKey, async () => {
    const fields = parseOrProblem(passwordChangeSchema, body, 'Check the form')
    await reauthenticate(student.email, fields.currentPassword)
    return fields
  })
  const payload = await getPayloadClient()
  // No `user` on purpose: Payload keeps the session of a user changing their own password and
  // ends all the others; here every session ends, and `login` below starts the caller's new one.
  await payload.update({ collection: 'students', id: student.id, data: { password: newPassword }, overrideAccess: true })
  return login(student.email, newPassword)
}

async function reauthenticate(email: string, password: string): Promise<void> {
  try {
    // Payload's login checks the password and counts failures; the session it opens ends with the change.
    await login(email, password)
  } catch (error) {
    // A wrong password is a mistake in the form, not a failed sign-in; a locked account stays 423.
    if (error instanceof ProblemError && error.problem.status === 401) {
      throw problem(400, 'Check the form', wrongCurrentPassword, { currentPassword: [wrongCurrentPassword] })
    }
    throw error
  }
}

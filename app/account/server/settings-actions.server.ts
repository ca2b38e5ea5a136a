import { redirect } from '@remix-run/node'
import { z } from 'zod'
import { signOut, changePassword } from '~/auth/index.server'
import { parseOrProblem } from '../../core/problem'
import { deleteProfile, profileUpdate, updateProfile } from '~/learning/index.server'
import type { SessionStudent } from '../../core/session.server'

const settingsIntent = z.discriminatedUnion('intent', [
  profileUpdate.extend({ intent: z.literal('update') }),
  z.object({ intent: z.literal('delete'), confirm: z.literal('yes', { error: 'Tick the box to confirm.' }) }),
])

export const passwordChangedPath = '/profile/settings?password=changed'

/** Edit the name, change the password, or delete the profile (confirmed) and end the session. */
export async function settingsAction(student: SessionStudent, form: Record<string, string>, clientKey: string) {
  if (form.intent === 'password') {
    // The same server function as POST /api/auth/password. The old cookie is dead now, so the page
    // reloads with the new one (a loader run on this request would send the student to sign-in).
    const session = await changePassword(student, form, clientKey)
    throw redirect(passwordChangedPath, { headers: { 'Set-Cookie': session.setCookie } })
  }
  const input = parseOrProblem(settingsIntent, { confirm: '', ...form }, 'Check the form')
  if (input.intent === 'update') {
    const { intent: _intent, ...names } = input
    return { saved: await updateProfile(student, names) }
  }
  await deleteProfile(student)
  throw redirect('/', { headers: { 'Set-Cookie': await signOut(null) } })
}

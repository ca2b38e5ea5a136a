import { z } from 'zod'
import { getPayloadClient } from '@cms/get-payload'
import { isTimeZone } from '@cms/collections/Students/time-zone'
import { emailSchema } from '@schemas/auth/password-rules'
import { attachFunnelSession } from '~/funnel/server/funnel-session-link.server'
import { parseOrProblem } from '~/core/problem'
import { rateLimitRules } from '~/http/rate-limit'
import { enforceRateLimit } from '~/http/rate-limit.server'
import type { Session } from './auth.server'
import { requestCode } from './one-time-code.server'
import { checkResetCode, setPasswordWithProof } from './password-reset.server'

/**
 * App sign-up (spec §2, §7 "app sign-up"): the installed app's onboarding (/onboarding/app) asks
 * only for an email. A code mailed to it proves the address (purpose `verify`), and the password
 * step creates the account. An address that already has an account gets the same code and the same
 * answer (nobody learns which emails are registered); its owner then sets a new password.
 */
export async function requestAppSignUpCode(body: unknown, clientKey: string): Promise<string> {
  const { email } = parseOrProblem(z.object({ email: emailSchema }), body, 'Check your email')
  await requestCode(email, 'verify', clientKey)
  return email
}

export const checkAppSignUpCode = (body: unknown, clientKey: string) => checkResetCode(body, clientKey, 'verify')

const details = z.object({ timeZone: z.string().optional() })

/** The password step of app sign-up: the proven email's account, new or existing, and a session. */
export async function finishAppSignUp(request: Request, body: unknown, clientKey: string): Promise<Session & { clearProof: string }> {
  const { timeZone } = details.parse(body && typeof body === 'object' ? body : {})
  return setPasswordWithProof(request, body, async (email, password) => {
    await enforceRateLimit(rateLimitRules.signup, clientKey)
    await enforceRateLimit(rateLimitRules.signupDaily, clientKey)
    const payload = await getPayloadClient()
    const student = await payload.create({
      collection: 'students',
      overrideAccess: false, // a visitor signing up: status and provider stay at their defaults
      data: { email, password, status: 'other', timeZone: timeZone && isTimeZone(timeZone) ? timeZone : 'UTC' },
    })
    await attachFunnelSession(student.id, request)
  })
}

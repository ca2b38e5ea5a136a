import { z } from 'zod'
import { getPayloadClient } from '@cms/get-payload'
import { isTimeZone } from '@cms/collections/Students/time-zone'
import { emailSchema } from '@schemas/auth/password-rules'
import { appSignUpCodeBody, appSignUpPasswordBody, appSignUpVerifyBody } from '@schemas/auth/app-sign-up'
import { attachFunnelSession } from '~/funnel/index.server'
import { parseOrProblem, problem } from '~/core/problem'
import { rateLimitRules } from '~/http/rate-limit'
import { enforceRateLimit } from '~/http/rate-limit.server'
import { CODE_TTL_MS } from '../rules/one-time-code'
import type { SignedIn } from './auth.server'
import { requestCode } from './one-time-code.server'
import { refuseTakenEmail } from './taken-email.server'
import {
  checkResetCode,
  proofToken,
  provenEmailByCode,
  readProofToken,
  setPasswordWithProof,
  setProvenPassword,
} from './password-reset.server'

/**
 * App sign-up (spec §2, §7 "app sign-up"): the installed app's onboarding (/onboarding/app) asks
 * only for an email. A code mailed to it proves the address (purpose `verify`), and the password
 * step creates the account. An address that already has an account gets the same code and the same
 * answer (nobody learns which emails are registered); its owner then sets a new password.
 * The mobile apps take the same steps over /api (`…ForApp` below), the proof in the body.
 */
export async function requestAppSignUpCode(body: unknown, clientKey: string): Promise<string> {
  const { email } = parseOrProblem(z.object({ email: emailSchema }), body, 'Check your email')
  await requestCode(email, 'verify', clientKey)
  return email
}

export const checkAppSignUpCode = (body: unknown, clientKey: string) => checkResetCode(body, clientKey, 'verify')

const details = z.object({ timeZone: z.string().optional() })

/** Another request with the same proof made the account a moment ago (a double tap, an app retrying). */
const justCreated = () => problem(409, 'Account just created', 'This account was just created. Please sign in with its email and password.')

/** Creates the proven email's account; the sign-up limits per client apply here, as on /auth/signup. */
const accountCreator = (request: Request, clientKey: string, timeZone: string | undefined) => async (email: string, password: string) => {
  await enforceRateLimit(rateLimitRules.signup, clientKey)
  await enforceRateLimit(rateLimitRules.signupDaily, clientKey)
  const payload = await getPayloadClient()
  const student = await refuseTakenEmail(
    () =>
      payload.create({
        collection: 'students',
        overrideAccess: false, // a visitor signing up: status and provider stay at their defaults
        data: { email, password, status: 'other', timeZone: timeZone && isTimeZone(timeZone) ? timeZone : 'UTC' },
      }),
    justCreated,
  )
  await attachFunnelSession(student.id, request)
}

/** The password step of app sign-up: the proven email's account, new or existing, and a session. */
export async function finishAppSignUp(request: Request, body: unknown, clientKey: string): Promise<SignedIn & { clearProof: string }> {
  const { timeZone } = details.parse(body && typeof body === 'object' ? body : {})
  return setPasswordWithProof(request, body, accountCreator(request, clientKey, timeZone))
}

/** POST /api/auth/app-signup/code: mails the code; the answer is the same for any well-formed email. */
export async function requestAppSignUpCodeForApp(body: unknown, clientKey: string) {
  const { email } = parseOrProblem(appSignUpCodeBody, body, 'Check your email')
  await requestCode(email, 'verify', clientKey)
  return { email, codeExpiresInMinutes: CODE_TTL_MS / 60_000 }
}

/** POST /api/auth/app-signup/verify: the right code answers the proof the password step asks for. */
export async function verifyAppSignUpCodeForApp(body: unknown, clientKey: string) {
  const checked = parseOrProblem(appSignUpVerifyBody, body, 'Check the code')
  return proofToken(await provenEmailByCode(checked, clientKey, 'verify'))
}

/** POST /api/auth/app-signup/password: creates the account (or sets the password of the existing one) and signs in. */
export async function finishAppSignUpForApp(request: Request, body: unknown, clientKey: string): Promise<SignedIn> {
  const { proof, timeZone, ...credentials } = parseOrProblem(appSignUpPasswordBody, body, 'Check your password')
  return setProvenPassword(request, await readProofToken(proof), credentials, accountCreator(request, clientKey, timeZone))
}

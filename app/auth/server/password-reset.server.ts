import { createCookie } from '@remix-run/node'
import { z } from 'zod'
import { getPayloadClient } from '@cms/get-payload'
import { getEnv } from '../../../config/env'
import { emailSchema, passwordSchema } from '@schemas/auth/password-rules'
import { login, type SignedIn } from '~/auth/server/auth.server'
import { parseOrProblem, problem } from '~/core/problem'
import { enforceCodeMailLimits } from '~/http/rate-limit.server'
import type { CodePurpose } from '../emails/code-email'
import { codeErrorMessage } from '../rules/one-time-code'
import { joinHeldPurchases } from './held-purchases.server'
import { mailCode, verifyCode } from './one-time-code.server'

const PROOF_MAX_AGE_SECONDS = 10 * 60

/** Proof that this browser typed the right reset code for an email: signed, HttpOnly, 10 minutes. */
const resetProof = () =>
  createCookie('reset_proof', {
    httpOnly: true,
    sameSite: 'lax',
    secure: getEnv().isProduction,
    path: '/onboarding',
    maxAge: PROOF_MAX_AGE_SECONDS,
    secrets: [getEnv().payloadSecret],
  })

const emailOnly = z.object({ email: emailSchema })

/** Forgot-pass: a code goes out only to an existing account; the answer is the same either way. */
export async function requestPasswordReset(body: unknown, clientKey: string): Promise<string> {
  const { email } = parseOrProblem(emailOnly, body, 'Check your email')
  const payload = await getPayloadClient()
  const known = await payload.count({ collection: 'students', where: { email: { equals: email } }, overrideAccess: true })
  // An unknown email spends the client's and the inbox's allowances too: a 429 must not tell them apart.
  await enforceCodeMailLimits(email, clientKey)
  if (known.totalDocs > 0) await mailCode(email, 'reset')
  return email
}

/** The email whose live code of `purpose` this body names; a wrong code says how many tries are left. */
export async function provenEmailByCode(body: unknown, clientKey: string, purpose: CodePurpose): Promise<string> {
  const { email, code } = parseOrProblem(z.object({ email: emailSchema, code: z.string().trim() }), body, 'Check the code')
  const result = await verifyCode(email, purpose, code, clientKey)
  if (!result.ok) throw problem(400, 'Check the code', codeErrorMessage(result), { code: [codeErrorMessage(result)] })
  return email
}

/**
 * Verify-code: the right code sets the proof cookie; a wrong one says how many tries are left.
 * `verify` is app sign-up's code (app-sign-up.server.ts), `reset` the forgotten password's.
 */
export async function checkResetCode(
  body: unknown,
  clientKey: string,
  purpose: CodePurpose = 'reset',
): Promise<{ email: string; setCookie: string }> {
  const email = await provenEmailByCode(body, clientKey, purpose)
  return { email, setCookie: await resetProof().serialize({ email, at: Date.now() }) }
}

async function emailOfProof(cookieHeader: string | null): Promise<string | undefined> {
  const value: unknown = await resetProof().parse(cookieHeader)
  if (!value || typeof value !== 'object') return undefined
  const { email, at } = value as { email?: unknown; at?: unknown }
  const fresh = typeof at === 'number' && Date.now() - at < PROOF_MAX_AGE_SECONDS * 1000
  return typeof email === 'string' && fresh ? email : undefined
}

export const readResetProof = (request: Request): Promise<string | undefined> => emailOfProof(request.headers.get('Cookie'))

/** The cookie's signed value on its own, for an app that sends it back in a body (app sign-up over /api). */
export async function proofToken(email: string): Promise<{ proof: string; expiresInSeconds: number }> {
  const header = await resetProof().serialize({ email, at: Date.now() })
  const proof = header.slice(header.indexOf('=') + 1, header.indexOf(';'))
  return { proof, expiresInSeconds: PROOF_MAX_AGE_SECONDS }
}

/** The email a token from `proofToken` proves while it is fresh, else undefined. */
export const readProofToken = (proof: string): Promise<string | undefined> =>
  /^[\w%.+-]+$/.test(proof) ? emailOfProof(`${resetProof().name}=${proof}`) : Promise.resolve(undefined)

/**
 * Set-password: needs the proof for the same email; every other session ends, a new one starts.
 * `createAccount` (app sign-up) makes the account when the proven email has none yet.
 */
export async function setPasswordWithProof(
  request: Request,
  body: unknown,
  createAccount?: (email: string, password: string) => Promise<void>,
): Promise<SignedIn & { clearProof: string }> {
  const session = await setProvenPassword(request, await readResetProof(request), body, createAccount)
  return { ...session, clearProof: await resetProof().serialize('', { maxAge: 0 }) }
}

/**
 * The password step for the email a code proved (`proven`, from the cookie or an app's token); a
 * paid order this browser bought joins the account, as on sign-in.
 */
export async function setProvenPassword(
  request: Request,
  proven: string | undefined,
  body: unknown,
  createAccount?: (email: string, password: string) => Promise<void>,
): Promise<SignedIn> {
  const { email, password } = parseOrProblem(z.object({ email: emailSchema, password: passwordSchema }), body, 'Check your password')
  if (proven !== email) throw problem(403, 'Code required', 'Confirm the code from your email first.')
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'students',
    where: { email: { equals: email } },
    overrideAccess: true,
    limit: 1,
    pagination: false,
    depth: 0,
  })
  const student = docs[0]
  if (student) {
    // No `user`: Payload ends every session of the account, and `login` starts this browser's new one.
    await payload.update({ collection: 'students', id: student.id, overrideAccess: true, data: { password } })
  } else if (createAccount) {
    await createAccount(email, password)
  } else {
    throw problem(403, 'Code required', 'Confirm the code from your email first.')
  }
  const session = await login(email, password)
  return { ...session, next: await joinHeldPurchases(request, session.student) }
}

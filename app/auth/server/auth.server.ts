import { AuthenticationError, createLocalReq, LockedAuth, logoutOperation } from 'payload'
import { equalizeFailedLogin, lockoutNote } from '@cms/auth/failed-login'
import { getPayloadClient } from '@cms/get-payload'
import { isTimeZone } from '@cms/collections/Students/time-zone'
import { signInSchema, signUpSchema } from '@schemas/auth/password-rules'
import { attachFunnelSession } from '~/funnel/index.server'
import { joinHeldPurchases } from './held-purchases.server'
import { parseOrProblem, problem } from '../../core/problem'
import { rateLimitRules } from '~/http/rate-limit'
import { enforceRateLimit, limitFailures } from '../../http/rate-limit.server'
import { expiredSessionCookie, type SessionStudent, sessionCookie } from '../../core/session.server'
import { refuseTakenEmail } from './taken-email.server'

export type Session = { token: string; exp?: number; student: SessionStudent; setCookie: string }
/** A session begun by the student: `next` is where to go when a purchase of this browser joined the account, else null. */
export type SignedIn = Session & { next: string | null }

export const invalidCredentials = `The email or password is incorrect. ${lockoutNote}`
export const emailExists = 'Email already exists'

/** Sign-up: the shared zod rules, then a Payload account, then a session, with this browser's answers and purchases. */
export async function signUp(body: unknown, request: Request, clientKey: string): Promise<SignedIn> {
  await enforceRateLimit(rateLimitRules.signup, clientKey)
  await enforceRateLimit(rateLimitRules.signupDaily, clientKey)
  const { email, password, firstname, lastname, timeZone } = parseOrProblem(signUpSchema, body, 'Check your details')
  const payload = await getPayloadClient()
  const taken = await payload.count({ collection: 'students', where: { email: { equals: email } } })
  if (taken.totalDocs > 0) throw problem(409, 'Sign-up failed', emailExists, { email: [emailExists] })
  await refuseTakenEmail(
    () =>
      payload.create({
        collection: 'students',
        overrideAccess: false, // a visitor signing up: status and provider stay at their defaults
        data: { email, password, firstname, lastname, status: 'other', timeZone: timeZone && isTimeZone(timeZone) ? timeZone : 'UTC' },
      }),
    () => problem(409, 'Sign-up failed', emailExists, { email: [emailExists] }),
  )
  const session = await login(email, password)
  await attachFunnelSession(session.student.id, request)
  return { ...session, next: await joinHeldPurchases(request, session.student) }
}

/** Sign-in (the form and the apps' API alike); a paid order this browser bought joins the account. */
export async function signIn(body: unknown, request: Request, clientKey: string): Promise<SignedIn> {
  const session = await limitFailures(rateLimitRules.login, clientKey, () => {
    const { email, password } = parseOrProblem(signInSchema, body, 'Sign-in failed')
    return login(email, password)
  })
  return { ...session, next: await joinHeldPurchases(request, session.student) }
}

/** A new session for the account: the token, its cookie and the student. */
export async function login(email: string, password: string): Promise<Session> {
  const payload = await getPayloadClient()
  try {
    const result = await payload.login({ collection: 'students', data: { email, password } })
    const student = { ...result.user, collection: 'students' } as SessionStudent
    return { token: result.token!, exp: result.exp, student, setCookie: await sessionCookie(result.token!) }
  } catch (error) {
    // A locked account answers exactly like a wrong password, and an unknown email takes as long as
    // a known one: neither the answer nor its timing tells whether an account exists.
    if (error instanceof LockedAuth || error instanceof AuthenticationError) {
      await equalizeFailedLogin(payload, 'students', { email, password, locked: error instanceof LockedAuth })
      throw problem(401, 'Sign-in failed', invalidCredentials)
    }
    throw error
  }
}

/** Ends this session in Payload (the token stops working) and expires the cookie. */
export async function signOut(student: SessionStudent | null): Promise<string> {
  if (student) {
    const payload = await getPayloadClient()
    const req = await createLocalReq({ user: student }, payload)
    await logoutOperation({ collection: payload.collections.students, req }).catch(() => undefined)
  }
  return expiredSessionCookie()
}

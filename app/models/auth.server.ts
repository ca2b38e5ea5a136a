import { AuthenticationError, createLocalReq, LockedAuth, logoutOperation, type Payload } from 'payload'
import { hashLikePayload } from '../../cms/auth/hash-like-payload'
import { getPayloadClient } from '../../cms/get-payload'
import { isTimeZone } from '../../cms/collections/Students/time-zone'
import { fieldErrors, signInSchema, signUpSchema } from '~/learning/password-rules'
import { attachFunnelSession } from './funnel-session-link.server'
import { problem } from './problem'
import { rateLimitRules } from '~/http/rate-limit'
import { enforceRateLimit } from './rate-limit.server'
import { expiredSessionCookie, type SessionStudent, sessionCookie } from './session.server'

export type Session = { token: string; exp?: number; student: SessionStudent; setCookie: string }

export const invalidCredentials = 'The email or password is incorrect. After 5 wrong attempts an account is locked for 15 minutes.'
export const emailExists = 'Email already exists'

/** Sign-up: the shared zod rules, then a Payload account, then a session. */
export async function signUp(body: unknown, request: Request, clientKey: string): Promise<Session> {
  await enforceRateLimit(rateLimitRules.signup, clientKey)
  const parsed = signUpSchema.safeParse(body)
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error)
    throw problem(400, 'Check your details', Object.values(errors).flat().join(' '), errors)
  }
  const { email, password, firstname, lastname, timeZone } = parsed.data
  const payload = await getPayloadClient()
  const taken = await payload.count({ collection: 'students', where: { email: { equals: email } } })
  if (taken.totalDocs > 0) throw problem(409, 'Sign-up failed', emailExists, { email: [emailExists] })
  try {
    await payload.create({
      collection: 'students',
      overrideAccess: false, // a visitor signing up: status and provider stay at their defaults
      data: { email, password, firstname, lastname, status: 'other', timeZone: timeZone && isTimeZone(timeZone) ? timeZone : 'UTC' },
    })
  } catch (error) {
    // Two sign-ups racing for one email: the unique index answers the second.
    if (String((error as Error).message).toLowerCase().includes('email')) throw problem(409, 'Sign-up failed', emailExists, { email: [emailExists] })
    throw error
  }
  const session = await login(email, password)
  await attachFunnelSession(session.student.id, request)
  return session
}

export async function signIn(body: unknown, clientKey: string): Promise<Session> {
  await enforceRateLimit(rateLimitRules.login, clientKey)
  const parsed = signInSchema.safeParse(body)
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error)
    throw problem(400, 'Sign-in failed', Object.values(errors).flat().join(' '), errors)
  }
  return login(parsed.data.email, parsed.data.password)
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
      if (error instanceof LockedAuth || !(await accountExists(payload, email))) await hashLikePayload(password)
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

async function accountExists(payload: Payload, email: string): Promise<boolean> {
  return (await payload.count({ collection: 'students', where: { email: { equals: email.toLowerCase() } } })).totalDocs > 0
}

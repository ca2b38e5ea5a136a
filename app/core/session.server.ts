import { redirect } from '@remix-run/node'
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'
import { getPayloadClient } from '@cms/get-payload'
import type { Student } from '@cms/payload-types'
import { launchContext } from '~/core/launch-context'
import { routeAccess } from '~/core/route-access'
import { requestContextOf, type RequestContext } from '~/core/request-context.server'
import { sessionUser } from './session-user.server'

/** Remix's load context as loaders receive it: its request context shares the session read. */
type LoadContext = { requestContext?: RequestContext } | undefined

/** A signed-in student in the shape Payload's Local API expects for `user`. */
export type SessionStudent = Student & { collection: 'students' }

/**
 * The student behind this request, from Payload's own session: the `payload-token` cookie (site)
 * or `Authorization: Bearer|JWT <token>` (apps). Staff sessions are not students.
 */
export async function getStudent(request: Request, context?: LoadContext): Promise<SessionStudent | null> {
  const user = await sessionUser(request, requestContextOf(context))
  return user && user.collection === 'students' ? (user as SessionStudent) : null
}

/** For page loaders and actions: the student, or a redirect where route access sends visitors. */
export async function requireStudent(request: Request, context?: LoadContext): Promise<SessionStudent> {
  const student = await getStudent(request, context)
  if (student) return student
  const url = new URL(request.url)
  const decision = routeAccess(url.pathname, { signedIn: false, ...launchContext(url, request.headers.get('Cookie')) })
  throw redirect(decision.allow ? '/auth/signin' : decision.redirectTo)
}

async function studentAuthConfig() {
  const payload = await getPayloadClient()
  return { collectionAuthConfig: payload.collections.students.config.auth, cookiePrefix: payload.config.cookiePrefix }
}

/** Payload's session cookie: HttpOnly, SameSite=Lax, Secure in production (cms/auth-cookies.ts). */
export async function sessionCookie(token: string): Promise<string> {
  return generatePayloadCookie({ ...(await studentAuthConfig()), token }) as string
}

export async function expiredSessionCookie(): Promise<string> {
  return generateExpiredPayloadCookie(await studentAuthConfig()) as string
}

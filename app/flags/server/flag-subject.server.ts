import type { SessionStudent } from '../../auth/server/session.server'
import { readVisitor } from '../../funnel/server/cookies.server'
import { launchContext, readCookie } from '~/learning/rules/launch-context'
import { idKey } from '../../../schemas/id'
import type { FlagSubject } from '../rules/evaluate'

const platformOf = (request: Request) => launchContext(new URL(request.url), request.headers.get('Cookie')).platform

/** A signed-in student: sticky by student id, targeted by platform and status. */
export function studentSubject(request: Request, student: SessionStudent): FlagSubject {
  return { id: idKey(student.id), platform: platformOf(request), audience: student.status }
}

/**
 * A visitor: sticky by user_uuid — the signed cookie, else the id an app stores and sends (already
 * checked to be a UUID), else a new id and the cookie that keeps it.
 */
export async function visitorSubject(request: Request, sentId?: string): Promise<{ subject: FlagSubject; setCookie?: string }> {
  const hasCookie = readCookie(request.headers.get('Cookie'), 'user_uuid') !== undefined
  const visitor = !hasCookie && sentId ? { id: sentId.toLowerCase() } : await readVisitor(request)
  const subject: FlagSubject = { id: visitor.id, platform: platformOf(request), audience: 'visitor' }
  return visitor.setCookie ? { subject, setCookie: visitor.setCookie } : { subject }
}

/** Whoever calls: the signed-in student, else the visitor. */
export async function callerSubject(
  request: Request,
  student: SessionStudent | null,
  sentVisitorId?: string,
): Promise<{ subject: FlagSubject; setCookie?: string }> {
  return student ? { subject: studentSubject(request, student) } : visitorSubject(request, sentVisitorId)
}

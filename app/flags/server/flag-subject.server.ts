import type { SessionStudent } from '../../core/session.server'
import { readVisitor } from '../../core/visitor-cookies.server'
import { launchContext, readCookie } from '~/core/launch-context'
import { type FlagSubject, studentSubject } from '../rules/evaluate'

const platformOf = (request: Request) => launchContext(new URL(request.url), request.headers.get('Cookie')).platform

/** A visitor whose user_uuid is already known (read or issued for this response). */
export function subjectOfVisitor(request: Request, visitorId: string): FlagSubject {
  return { id: visitorId, platform: platformOf(request), audience: 'visitor' }
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
  if (!student) return visitorSubject(request, sentVisitorId)
  return { subject: studentSubject(student.id, { platform: platformOf(request), status: student.status }) }
}

/**
 * The buyer in payment flows (payment_system): sticky by the browser's user_uuid — the id its
 * funnel and landing were evaluated with — else by `fallbackId` (the order), so the payment page,
 * the checkout and the step after the purchase agree for one buyer.
 */
export async function buyerSubject(request: Request, fallbackId: string, student?: SessionStudent | null): Promise<FlagSubject> {
  const visitor = await readVisitor(request)
  return {
    id: visitor.setCookie ? fallbackId : visitor.id,
    platform: platformOf(request),
    audience: student ? student.status : 'visitor',
  }
}

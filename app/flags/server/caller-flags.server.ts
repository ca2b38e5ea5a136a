import type { SessionStudent } from '../../core/session.server'
import type { Flags } from '@schemas/flags/flags'
import { callerSubject } from './flag-subject.server'
import { flagsFor } from './flags.server'

/** The flags of whoever calls, and the cookie that keeps a new visitor's id (so their variants stick). */
export async function callerFlags(
  request: Request,
  student: SessionStudent | null,
  sentVisitorId?: string,
): Promise<{ flags: Flags; setCookie?: string }> {
  const { subject, setCookie } = await callerSubject(request, student, sentVisitorId)
  return { flags: await flagsFor(subject), ...(setCookie ? { setCookie } : {}) }
}

import type { SessionStudent } from '../../core/session.server'
import { studentSubject } from '~/flags'
import { flagFor } from '~/flags/index.server'

/**
 * Whether certificates are issued for this student: the `certificate_enabled` flag, sticky per
 * student. Issuing happens inside completion and profile saves, which do not carry the request, so
 * rules are matched as on the web: a rule for the apps alone does not stop a certificate.
 */
export function certificateEnabled(student: SessionStudent): Promise<boolean> {
  return flagFor('certificate_enabled', studentSubject(student.id, { platform: 'web', status: student.status }))
}

import type { SessionStudent } from '../../auth/server/session.server'

/**
 * Whether certificates are issued for this student: the `certificate_enabled` flag. The feature-flag
 * service supplies the value for the student; until it is wired in here, certificates are on, the
 * flag's default.
 */
export async function certificateEnabled(_student: SessionStudent): Promise<boolean> {
  return true
}

import { getEnv } from '../../../config/env'
import { secret } from '../../email-secrets'

type ForgotPasswordArgs = { token?: string }

/**
 * Payload's own reset mail for staff, with two changes: the link is built on PUBLIC_URL, never on
 * the request's Host header (a forged Host would send the token to another site), and the token is
 * marked secret, so the Email outbox keeps the mail with the link blanked.
 */
export const staffForgotPasswordEmail = {
  generateEmailSubject: () => 'Reset your admin password',
  generateEmailHTML: (args?: ForgotPasswordArgs) => {
    const link = `${getEnv().publicUrl}/admin/reset/${secret(String(args?.token ?? ''))}`
    return [
      '<p>We received a request to reset the password of your admin account.</p>',
      `<p><a href="${link}">${link}</a></p>`,
      '<p>The link works once, for one hour. If you did not ask for this, ignore this email: your password stays as it is.</p>',
    ].join('')
  },
}

import { getEnv } from '../../../config/env'
import { renderEmail, staffPasswordResetEmail } from '../../../app/mail/cms-entry'

type ForgotPasswordArgs = { token?: string }

const mailFor = (args?: ForgotPasswordArgs) => staffPasswordResetEmail({ siteUrl: getEnv().publicUrl, token: String(args?.token ?? '') })

/**
 * Payload's own reset mail for staff, drawn by the product's template (app/mail), with two
 * changes: the link is built on PUBLIC_URL, never on the request's Host header (a forged Host would
 * send the token to another site), and the template marks the token secret, so the Email outbox
 * keeps the mail with the link blanked. Payload awaits both hooks.
 */
export const staffForgotPasswordEmail = {
  generateEmailSubject: (args?: ForgotPasswordArgs) => mailFor(args).subject,
  generateEmailHTML: async (args?: ForgotPasswordArgs) => (await renderEmail(mailFor(args))).html,
}

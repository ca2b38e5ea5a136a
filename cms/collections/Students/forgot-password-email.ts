import { getEnv } from '../../../config/env'
import { renderEmail, studentPasswordResetEmail } from '../../../app/mail/cms-entry'

type ForgotPasswordArgs = { user?: { email?: unknown } }

const mailFor = (args?: ForgotPasswordArgs) =>
  studentPasswordResetEmail({ siteUrl: getEnv().publicUrl, email: typeof args?.user?.email === 'string' ? args.user.email : '' })

/**
 * Payload's own `POST /cms/api/students/forgot-password` would mail a link to
 * /admin/reset/<token>, a page students cannot use. Its mail sends them to the site's reset flow
 * instead (/onboarding/forgot-pass, which mails a 6-digit code); Payload's token goes unused. The
 * mail is the product's template (app/mail); Payload awaits both hooks.
 */
export const forgotPasswordEmail = {
  generateEmailSubject: (args?: ForgotPasswordArgs) => mailFor(args).subject,
  generateEmailHTML: async (args?: ForgotPasswordArgs) => (await renderEmail(mailFor(args))).html,
}

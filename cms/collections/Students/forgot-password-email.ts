import { getEnv } from '../../../config/env'
import { escapeHtml } from '@schemas/text/escape-html'

type ForgotPasswordArgs = { user?: { email?: unknown } }

/**
 * Payload's own `POST /cms/api/students/forgot-password` would mail a link to
 * /admin/reset/<token>, a page students cannot use. Its mail sends them to the site's reset flow
 * instead (/onboarding/forgot-pass, which mails a 6-digit code); Payload's token goes unused.
 */
export const forgotPasswordEmail = {
  generateEmailSubject: () => 'Reset your password',
  generateEmailHTML: (args?: ForgotPasswordArgs) => {
    const email = typeof args?.user?.email === 'string' ? args.user.email : ''
    const link = `${getEnv().publicUrl}/onboarding/forgot-pass?email=${encodeURIComponent(email)}`
    return [
      '<p>We received a request to reset the password of your account.</p>',
      `<p><a href="${escapeHtml(link)}">Reset your password</a></p>`,
      '<p>Open the link and we will email you a 6-digit code to set a new password. If you did not ask for this, ignore this email: your password stays as it is.</p>',
    ].join('')
  },
}

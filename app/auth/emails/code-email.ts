/** The one-time code message (post-purchase email check and password reset): plain text + simple HTML. */
import { secret } from '@cms/email-secrets'
import { escapeHtml } from '@schemas/text/escape-html'

export type CodePurpose = 'verify' | 'reset'
export type EmailMessage = { subject: string; text: string; html: string }

export function codeEmail(code: string, purpose: CodePurpose, minutes: number): EmailMessage {
  const subject = purpose === 'reset' ? 'Your password reset code' : 'Your confirmation code'
  const lead = purpose === 'reset' ? 'Use this code to set a new password:' : 'Use this code to confirm your email:'
  const note = `The code works once and expires in ${minutes} minutes. If you did not ask for it, ignore this email.`
  return {
    subject,
    text: `${lead}\n\n${secret(code)}\n\n${note}\n`,
    html: `<p>${escapeHtml(lead)}</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${secret(escapeHtml(code))}</p><p>${escapeHtml(note)}</p>`,
  }
}

/** The one-time code message (post-purchase email check and password reset), drawn by the mail design system. */
import { renderCodeEmail } from '~/mail/index.server'

export type CodePurpose = 'verify' | 'reset'
export type EmailMessage = { subject: string; text: string; html: string }

/** Subject, HTML and plain text of the code mail; the code is wrapped with `secret()` once in each part. */
export function codeEmail(code: string, purpose: CodePurpose, minutes: number): Promise<EmailMessage> {
  return renderCodeEmail({ code, purpose, minutes })
}

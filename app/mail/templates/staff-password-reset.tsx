import { secret } from '@cms/email-secrets'
import { EmailLayout } from './layout'
import { Action, Note, Paragraph, Title } from './parts'
import type { EmailContent, SiteLinks } from './email'

export type StaffPasswordResetProps = SiteLinks & { token: string }

/**
 * Payload's reset mail for staff accounts. The link is built on the site's public address, never
 * on the request's Host header (a forged Host would send the token to another site), and its token
 * is a secret (cms/email-secrets.ts), wrapped once: the Email outbox keeps the mail with it blanked.
 * The plain-text part prints the link beside the button's words.
 */
export function staffPasswordResetEmail(props: StaffPasswordResetProps): EmailContent {
  return {
    subject: 'Reset your admin password',
    body: (
      <EmailLayout preview="The link works once, for one hour." siteUrl={props.siteUrl}>
        <Title>Reset your admin password</Title>
        <Paragraph>We received a request to reset the password of your admin account.</Paragraph>
        <Action href={`${props.siteUrl}/admin/reset/${secret(props.token)}`}>Choose a new password</Action>
        <Note>The link works once, for one hour. If you did not ask for this, ignore this email: your password stays as it is.</Note>
      </EmailLayout>
    ),
  }
}

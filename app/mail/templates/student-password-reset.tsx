import { EmailLayout } from './layout'
import { Action, Note, Paragraph, Title } from './parts'
import type { EmailContent, SiteLinks } from './email'

export type StudentPasswordResetProps = SiteLinks & { email: string }

/**
 * What Payload's own `POST /cms/api/students/forgot-password` mails: a link to the site's reset
 * flow (/onboarding/forgot-pass), which mails a 6-digit code. Payload's token goes unused, so this
 * mail holds no secret.
 */
export function studentPasswordResetEmail(props: StudentPasswordResetProps): EmailContent {
  const link = `${props.siteUrl}/onboarding/forgot-pass?email=${encodeURIComponent(props.email)}`
  return {
    subject: 'Reset your password',
    body: (
      <EmailLayout preview="Open the link and we will email you a code to set a new password." siteUrl={props.siteUrl}>
        <Title>Reset your password</Title>
        <Paragraph>We received a request to reset the password of your account.</Paragraph>
        <Action href={link}>Reset your password</Action>
        <Note>
          Open the link and we will email you a 6-digit code to set a new password. If you did not ask for this, ignore this email: your
          password stays as it is.
        </Note>
      </EmailLayout>
    ),
  }
}

import { secret } from '@cms/email-secrets'
import { EmailLayout } from './layout'
import { CodeBox, Note, Paragraph, Title } from './parts'
import type { EmailContent, SiteLinks } from './email'

export type OneTimeCodeProps = SiteLinks & {
  code: string
  /** `reset`: a forgotten password; `verify`: the email of a purchase or an app sign-up. */
  purpose: 'verify' | 'reset'
  minutes: number
}

const words = {
  reset: {
    subject: 'Your password reset code',
    title: 'Reset your password',
    lead: 'Use this code to set a new password:',
    ignore: 'If you did not ask for it, ignore this email: your password stays as it is.',
  },
  verify: {
    subject: 'Your confirmation code',
    title: 'Confirm your email',
    lead: 'Use this code to confirm your email:',
    ignore: 'If you did not ask for it, ignore this email.',
  },
} as const

/**
 * The one-time code mail. The code is a secret (cms/email-secrets.ts): wrapped once here, it
 * reaches the recipient and is blanked in any copy kept (the Email outbox). It is neither in the
 * subject nor in the inbox preview, so a locked screen does not show it either.
 */
export function oneTimeCodeEmail(props: OneTimeCodeProps): EmailContent {
  const text = words[props.purpose]
  return {
    subject: text.subject,
    body: (
      <EmailLayout preview={`The code works once, for ${props.minutes} minutes.`} siteUrl={props.siteUrl}>
        <Title>{text.title}</Title>
        <Paragraph>{text.lead}</Paragraph>
        <CodeBox>{secret(props.code)}</CodeBox>
        <Note>
          The code works once and expires in {props.minutes} minutes. {text.ignore}
        </Note>
      </EmailLayout>
    ),
  }
}

import { EmailLayout } from './layout'
import { Action, Note, Paragraph, Title } from './parts'
import type { EmailContent, SiteLinks } from './email'

export type WelcomeProps = SiteLinks & { email: string; planName: string | null }

export function welcomeEmail(props: WelcomeProps): EmailContent {
  return {
    subject: 'Welcome to AI Learning: how to sign in',
    body: (
      <EmailLayout preview="Your account is ready. Here is how to sign in." siteUrl={props.siteUrl}>
        <Title>Welcome aboard</Title>
        <Paragraph>
          {props.planName ? `Your account is ready and ${props.planName} is on it. ` : 'Your account is ready. '}
          Sign in with {props.email} and the password you chose.
        </Paragraph>
        <Action href={`${props.siteUrl}/auth/signin`}>Sign in</Action>
        <Note>
          Forgot your password? Choose “Forgot password” on the sign-in page and we will email you a code. On your phone, add the app to
          your home screen from the sign-in page to come back in one tap.
        </Note>
      </EmailLayout>
    ),
  }
}

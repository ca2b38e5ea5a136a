import { EmailLayout } from './layout'
import { Action, Facts, Note, Paragraph, Title } from './parts'
import type { EmailContent, SiteLinks } from './email'

export type ResumedProps = SiteLinks & {
  planName: string
  /** The next charge of the saved card, as Subscriptions shows it; null when none is due (no renewal price). */
  nextCharge: { amount: string; date: string } | null
  /** Resumed while a failed renewal was being retried: the day the card is tried again. */
  retryOn: string | null
}

/** After a student resumed a cancelled plan before it ended: it continues, and when the card is charged next. */
export function resumedEmail(props: ResumedProps): EmailContent {
  const rows: Array<[string, string]> = [['Plan', props.planName]]
  if (props.retryOn) rows.push(['We try your card again on', props.retryOn])
  else if (props.nextCharge) rows.push(['Next charge', `${props.nextCharge.amount} on ${props.nextCharge.date}`])
  return {
    subject: `Your ${props.planName} continues`,
    body: (
      <EmailLayout
        preview={props.nextCharge ? `Next charge ${props.nextCharge.amount} on ${props.nextCharge.date}.` : 'Your plan continues.'}
        siteUrl={props.siteUrl}
      >
        <Title>Your plan continues</Title>
        <Paragraph>
          You resumed {props.planName}, so nothing stops: your courses, challenges and progress stay open, and the plan renews as before.
        </Paragraph>
        <Facts rows={rows} />
        <Action href={`${props.siteUrl}/home`}>Keep learning</Action>
        <Note>You can cancel again at any time in Profile → Settings → Subscriptions.</Note>
      </EmailLayout>
    ),
  }
}

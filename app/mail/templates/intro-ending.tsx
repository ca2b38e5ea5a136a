import { EmailLayout } from './layout'
import { Action, Facts, Note, Paragraph, Title } from './parts'
import type { EmailContent, SiteLinks } from './email'

export type IntroEndingProps = SiteLinks & {
  planName: string
  /** The day the introductory period ends and the first full-price charge is made. */
  date: string
  /** The later price and how often, as the consent text promised: "$38.95 every 4 weeks". */
  renewal: string
  cardLast4: string | null
}

export function introEndingEmail(props: IntroEndingProps): EmailContent {
  const rows: Array<[string, string]> = [
    ['Plan', props.planName],
    ['Introductory price ends', props.date],
    ['Then', props.renewal],
  ]
  if (props.cardLast4) rows.push(['Charged to', `Card ending in ${props.cardLast4}`])
  return {
    subject: `Your introductory price ends on ${props.date}`,
    body: (
      <EmailLayout preview={`From ${props.date}: ${props.renewal}`} siteUrl={props.siteUrl}>
        <Title>Your introductory price ends soon</Title>
        <Paragraph>
          As agreed when you joined, your introductory period of {props.planName} ends on {props.date}. From then your plan renews at{' '}
          {props.renewal} until you cancel.
        </Paragraph>
        <Facts rows={rows} />
        <Paragraph>Nothing to do if you want to keep learning. If you would rather stop, cancel before {props.date}.</Paragraph>
        <Action href={`${props.siteUrl}/profile/settings/subscriptions`}>Manage subscription</Action>
        <Note>Cancelling stops future charges; you keep access until the end of the time you have paid for.</Note>
      </EmailLayout>
    ),
  }
}

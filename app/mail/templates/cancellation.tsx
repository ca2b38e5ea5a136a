import { EmailLayout } from './layout'
import { Action, Facts, Note, Paragraph, Title } from './parts'
import type { EmailContent, SiteLinks } from './email'

export type CancellationProps = SiteLinks & {
  planName: string
  /** The last day of the period already paid for: access lasts until then. */
  accessUntil: string
  /** Add-ons bought with this subscription, which end with it. */
  addOns: string[]
}

export function cancellationEmail(props: CancellationProps): EmailContent {
  const rows: Array<[string, string]> = [
    ['Plan', props.planName],
    ['Full access until', props.accessUntil],
    ['Further charges', 'None'],
  ]
  if (props.addOns.length > 0) rows.push(['Add-ons, also until then', props.addOns.join(', ')])
  return {
    subject: `Your subscription is cancelled: access until ${props.accessUntil}`,
    body: (
      <EmailLayout preview={`No more charges. You keep access until ${props.accessUntil}.`} siteUrl={props.siteUrl}>
        <Title>Your subscription is cancelled</Title>
        <Paragraph>
          You will not be charged again. Everything in {props.planName} stays open to you until {props.accessUntil}: your courses,
          challenges and progress.
        </Paragraph>
        <Facts rows={rows} />
        <Action href={`${props.siteUrl}/home`}>Keep learning</Action>
        <Note>Changed your mind? You can choose a plan again from the app at any time; your progress is kept.</Note>
      </EmailLayout>
    ),
  }
}

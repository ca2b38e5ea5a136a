import { EmailLayout } from './layout'
import { Facts, Note, Paragraph, Title } from './parts'
import type { EmailContent, SiteLinks } from './email'

export type RefundProps = SiteLinks & {
  item: string
  amount: string
  date: string
  cardLast4: string | null
  /** What the refunded charge paid for ends with it: the plan's access, or the add-on. */
  ends: 'subscription' | 'add-on'
}

export function refundEmail(props: RefundProps): EmailContent {
  const rows: Array<[string, string]> = [
    ['Refunded', props.amount],
    ['For', props.item],
    ['Date', props.date],
  ]
  if (props.cardLast4) rows.push(['Back to', `Card ending in ${props.cardLast4}`])
  return {
    subject: `Your refund of ${props.amount} is on its way`,
    body: (
      <EmailLayout preview={`We refunded ${props.amount} for ${props.item}`} siteUrl={props.siteUrl}>
        <Title>Refund sent</Title>
        <Paragraph>
          We refunded {props.amount} for {props.item}. Banks usually show it within 5 to 10 business days.
        </Paragraph>
        <Facts rows={rows} />
        <Note>
          {props.ends === 'subscription'
            ? `Your access to ${props.item} ended with this refund. You can choose a plan again at any time.`
            : `${props.item} is no longer on your account.`}
        </Note>
      </EmailLayout>
    ),
  }
}

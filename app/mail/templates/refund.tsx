import { EmailLayout } from './layout'
import { Facts, Note, Paragraph, SellerDetails, Title } from './parts'
import type { EmailContent, Seller, SiteLinks } from './email'

export type RefundProps = SiteLinks & {
  /** The product refunded, never the offer's wording. */
  item: string
  /** The refund's own number (a credit note), when its row is found; and the number of the receipt it reverses. */
  creditNoteNumber: string | null
  invoiceNumber: string
  amount: string
  date: string
  cardLast4: string | null
  /** What the refunded charge paid for ends with it: the plan's access, or the add-on. */
  ends: 'subscription' | 'add-on'
  seller: Seller | null
}

export function refundEmail(props: RefundProps): EmailContent {
  const rows: Array<[string, string]> = [
    ['Refunded', props.amount],
    ['For', props.item],
    ['Date', props.date],
  ]
  if (props.creditNoteNumber) rows.push(['Credit note number', props.creditNoteNumber])
  rows.push(['Refund of invoice', props.invoiceNumber])
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
        {props.seller && <SellerDetails seller={props.seller} />}
      </EmailLayout>
    ),
  }
}

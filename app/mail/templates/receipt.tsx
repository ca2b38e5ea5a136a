import { EmailLayout } from './layout'
import { Action, Bullets, Facts, Note, Paragraph, SellerDetails, Title } from './parts'
import type { EmailContent, PackFacts, Seller, SiteLinks } from './email'

export type ReceiptProps = SiteLinks & {
  kind: 'first payment' | 'renewal' | 'add-on' | 'plan change'
  /** The plan, or the add-on's own name: the product, never the offer's wording ("— 50% off"). */
  item: string
  /** This charge's number (app/mail/rules/invoice-number.ts). */
  invoiceNumber: string
  amount: string
  date: string
  cardLast4: string | null
  /** The next renewal of the subscription this charge belongs to, when one is due. */
  nextCharge: { amount: string; date: string } | null
  /** Who sold it (Site settings → Seller); left out while the settings have none. */
  seller: Seller | null
  /** An add-on's pack: what it gives, that it is kept, and where in the app to use it. */
  pack?: PackFacts | null
  /** A renewal charged less by a save offer the student accepted: the plan's usual price and the percent off. */
  discount?: { regular: string; percentOff: number } | null
}

const subjects: Record<ReceiptProps['kind'], (p: ReceiptProps) => string> = {
  'first payment': (p) => `Your receipt for ${p.item}: ${p.amount}`,
  renewal: (p) => `Your ${p.item} renewed: receipt for ${p.amount}`,
  'add-on': (p) => `Your receipt for ${p.item}: ${p.amount}`,
  'plan change': (p) => `You switched to ${p.item}: receipt for ${p.amount}`,
}

const intro: Record<ReceiptProps['kind'], string> = {
  'first payment': 'Thank you for joining. Here is your receipt.',
  renewal: 'Your plan renewed, so you can keep learning without a break. Here is your receipt.',
  'add-on': 'Your add-on is in your account. Here is your receipt.',
  'plan change': 'Your new plan is set. The time you had already paid for is kept. Here is your receipt.',
}

export function receiptEmail(props: ReceiptProps): EmailContent {
  const rows: Array<[string, string]> = [
    ['Item', props.item],
    ['Amount paid', props.amount],
    ...(props.discount
      ? ([
          ['Regular price', props.discount.regular],
          ['Discount', `${props.discount.percentOff}% off this renewal`],
        ] as Array<[string, string]>)
      : []),
    ['Date', props.date],
    ['Invoice number', props.invoiceNumber],
  ]
  if (props.cardLast4) rows.push(['Paid with', `Card ending in ${props.cardLast4}`])
  if (props.nextCharge) rows.push(['Next charge', `${props.nextCharge.amount} on ${props.nextCharge.date}`])
  return {
    subject: subjects[props.kind](props),
    body: (
      <EmailLayout preview={`${props.amount} paid on ${props.date}`} siteUrl={props.siteUrl}>
        <Title>Payment received</Title>
        {props.pack ? (
          <>
            <Paragraph>The {props.pack.name} is yours to keep. Here is what it gives you and your receipt.</Paragraph>
            <Bullets items={[...props.pack.gives, props.pack.lasts]} />
          </>
        ) : (
          <Paragraph>{intro[props.kind]}</Paragraph>
        )}
        <Facts rows={rows} />
        {props.pack ? (
          <Action href={props.pack.use.href}>{props.pack.use.label}</Action>
        ) : (
          <Action href={`${props.siteUrl}${props.kind === 'add-on' ? '/profile/owned' : '/home'}`}>
            {props.kind === 'add-on' ? 'See what you own' : 'Start learning'}
          </Action>
        )}
        <Note>You can see every payment, cancel or change your plan in Profile → Settings → Subscriptions.</Note>
        {props.seller && <SellerDetails seller={props.seller} />}
      </EmailLayout>
    ),
  }
}

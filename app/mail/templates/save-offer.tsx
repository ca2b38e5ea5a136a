import { EmailLayout } from './layout'
import { Action, Facts, Note, Paragraph, Title } from './parts'
import type { EmailContent, SiteLinks } from './email'

/** What the student accepted instead of cancelling, with the dates and prices it changes. */
export type SaveOfferMailProps = SiteLinks & { planName: string } & (
    | { kind: 'discount'; percentOff: number; discounted: string; regular: string; chargeOn: string; periodLabel: string }
    | { kind: 'pause'; accessUntil: string; pausedUntil: string; nextCharge: string }
    | { kind: 'switch-plan'; newPlanName: string; price: string; periodLabel: string }
  )

function content(props: SaveOfferMailProps): { subject: string; title: string; intro: string; rows: Array<[string, string]> } {
  if (props.kind === 'discount')
    return {
      subject: `Your next renewal is ${props.percentOff}% off`,
      title: 'Your discount is set',
      intro: `Thank you for staying. Your next renewal of ${props.planName} is ${props.percentOff}% off; after that it renews at its usual price.`,
      rows: [
        ['Plan', props.planName],
        ['Next charge', `${props.discounted} on ${props.chargeOn} (instead of ${props.regular})`],
        ['After that', `${props.regular} every ${props.periodLabel}`],
      ],
    }
  if (props.kind === 'pause')
    return {
      subject: `Your plan is paused until ${props.pausedUntil}`,
      title: 'Your plan will pause',
      intro: `You keep ${props.planName} until ${props.accessUntil}. Then it pauses: no charge and no access until ${props.pausedUntil}, when it renews by itself.`,
      rows: [
        ['Plan', props.planName],
        ['Access until', props.accessUntil],
        ['Paused until', props.pausedUntil],
        ['Next charge', `${props.nextCharge} on ${props.pausedUntil}`],
      ],
    }
  return {
    subject: `You are switching to ${props.newPlanName}`,
    title: 'Your new plan',
    intro: `Thank you for staying. You are switching to ${props.newPlanName}; the time you already paid for is kept. Your receipt follows separately.`,
    rows: [
      ['New plan', props.newPlanName],
      ['Price', `${props.price} every ${props.periodLabel}`],
    ],
  }
}

/** After a student accepted a cancellation flow's save offer: what changes, and when they pay next. One per offer accepted. */
export function saveOfferEmail(props: SaveOfferMailProps): EmailContent {
  const { subject, title, intro, rows } = content(props)
  return {
    subject,
    body: (
      <EmailLayout preview={intro} siteUrl={props.siteUrl}>
        <Title>{title}</Title>
        <Paragraph>{intro}</Paragraph>
        <Facts rows={rows} />
        <Action href={`${props.siteUrl}/profile/settings/subscriptions`}>See your subscription</Action>
        <Note>You can still cancel at any time in Profile → Settings → Subscriptions.</Note>
      </EmailLayout>
    ),
  }
}
